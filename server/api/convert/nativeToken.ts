/** The placeholder address swap APIs use for a chain's native currency (ETH). */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** True for the native placeholder, in any letter case. */
export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN
}
