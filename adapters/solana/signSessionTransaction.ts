import bs58 from 'bs58'
import { providerError } from 'airlock/kit'
import { fromBase64 } from './fromBase64.js'
import { toBase64 } from './toBase64.js'

/** What `signSessionTransaction` asks of a session's `solana` provider. */
export interface SessionRequester {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
}

/**
 * Has the wallet on the other side of a session sign the serialized `transaction` with
 * `solana_signTransaction`, and resolves the signed bytes. Wallets answer with the whole
 * signed transaction (base64) or, in the older reply, only the fee payer's signature
 * (base58), which fills the first signature slot after the one-byte signature count.
 */
export async function signSessionTransaction(provider: SessionRequester, transaction: Uint8Array): Promise<Uint8Array> {
  const result = (await provider.request({ method: 'solana_signTransaction', params: { transaction: toBase64(transaction) } })) as {
    transaction?: unknown
    signature?: unknown
  }
  if (typeof result?.transaction === 'string') return fromBase64(result.transaction)
  if (typeof result?.signature !== 'string') throw providerError(5000, 'The wallet returned no signed transaction')
  const signed = transaction.slice()
  signed.set(bs58.decode(result.signature), 1)
  return signed
}
