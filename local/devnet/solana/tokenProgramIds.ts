/**
 * The SPL token programs the local chain ships (litesvm loads both) and the name
 * Solana's jsonParsed encoding gives each.
 */
export const tokenProgramIds: Record<string, 'spl-token' | 'spl-token-2022'> = {
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'spl-token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'spl-token-2022',
}
