/**
 * The local chain's genesis hash: base58 of sha256('airlock/solana-devnet/genesis').
 * A literal rather than whatever litesvm would make up, so the CAIP-2 id
 * (`solana:4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSv`) is the same on every run and machine and a
 * host's network config can name it.
 */
export const genesisHash = '4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSvnaecKGnndpcT'
