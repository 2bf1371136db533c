/** Whether a CAIP-10 token is the network's native currency, which the convert API spells `…:0xeeee…eeee`. */
export function isNativeToken(address: string): boolean {
  return address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
}
