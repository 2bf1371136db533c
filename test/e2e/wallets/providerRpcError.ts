/** An EIP-1193 error as a wallet throws it: an `Error` with a numeric `code`. */
export interface ProviderRpcError extends Error {
  code: number
  data?: unknown
}

/** Makes an EIP-1193 error, the shape every wallet throws and Airlock recognises by `code`. */
export function providerRpcError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code, ...(data !== undefined && { data }) })
}
