/** How many recently used wallets are remembered (SPEC §9). */
export const RECENT_WALLETS_LIMIT = 2
