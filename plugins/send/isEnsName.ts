/**
 * Whether `input` is an ENS name, which Send looks up on Ethereum mainnet rather than through
 * the API: a dotted name of letters, digits and hyphens ending in `.eth` (`alice.eth`,
 * `pay.alice.eth`). Names written so are ENSIP-15 normalised once lower-cased.
 */
export function isEnsName(input: string): boolean {
  return input.length <= 255 && /^([a-z0-9-]+\.)+eth$/i.test(input)
}
