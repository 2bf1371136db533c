/** What one test-funds request sends: enough to try every view, far below a faucet's balance. */
export const testFundsAmounts = {
  /** Native currency, in ether. */
  eth: '1',
  /** The chain's configured token (DUSD on the local chains), in whole tokens. */
  token: '1000',
  /** One newly minted token of the chain's configured NFT, when the faucet may mint it. */
  nft: 1,
} as const
