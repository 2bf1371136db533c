/** ENSIP-11's coin type for Ethereum: one EVM address serves on every EVM chain. */
export const EVM_COIN_TYPE = 60

/**
 * The message a wallet signs to register `name` (in full) for its address: the JSON the API
 * checks (SPEC §7, POST /v1/profile/account), with the coin type signed as well.
 */
export function registrationMessage(name: string, now: number = Date.now()): string {
  return JSON.stringify({ name, attributes: {}, timestamp: now, coinType: EVM_COIN_TYPE })
}
