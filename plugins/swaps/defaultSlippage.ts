/**
 * The slippage a swap tolerates unless the person sets another: 0.5 %, in percent.
 *
 * The swap's minimum received is the quoted output less this share (for an exact output,
 * the maximum sold is the quoted input plus it); a price that moves further before the swap
 * is mined makes it revert instead of filling worse. 0.5 % covers the price moving between
 * quote and inclusion on liquid pairs without inviting sandwich trades the way 1–3 % does.
 * Pure and dependency-free, so the API and the swaps plugin share this one value.
 */
export const DEFAULT_SLIPPAGE_PERCENT = 0.5
