import type { ApiContext } from '../../ApiContext.js'
import type { SolanaChain } from '../../chains/SolanaChain.js'
import { solanaRpc } from '../../chains/solanaRpc.js'
import { solanaTokenName } from '../../chains/solanaTokenName.js'
import { ApiError } from '../../http/ApiError.js'
import { readPrices } from '../../prices/readPrices.js'
import type { SimulatedAsset, SimulatedChange, Simulation } from '../../../../services/simulation/Simulation.js'
import { buildWarnings } from '../buildWarnings.js'
import { tokenLogo, toChange } from '../describeAssets.js'
import type { SolanaSimulationBody } from '../simulateBody.js'
import { readMessageKeys } from './readMessageKeys.js'

/** An account as `jsonParsed` gives it: lamports, and a token account's parsed fields. */
interface ParsedAccount {
  lamports: number
  data: { parsed?: { type?: string; info?: { mint?: string; owner?: string; tokenAmount?: { amount: string; decimals: number } } } } | [string, string]
}
interface SimulateAnswer { value: { err: unknown; logs: string[] | null; accounts: (ParsedAccount | null)[] | null; unitsConsumed?: number } }

// The programs of a plain transfer: system, SPL token (and 2022), associated token accounts, compute budget, memo.
const transferPrograms = new Set(['11111111111111111111111111111111', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', 'ComputeBudget111111111111111111111111111111', 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'])

// More writable accounts than this are not watched (a transaction holds at most 64 keys at all).
const MAX_WATCHED = 32

const tokenOf = (account: ParsedAccount | null | undefined, owner: string) => {
  const parsed = account && !Array.isArray(account.data) ? account.data.parsed : undefined
  const info = parsed?.type === 'account' ? parsed.info : undefined
  return info?.owner === owner && info.mint && info.tokenAmount ? { mint: info.mint, amount: BigInt(info.tokenAmount.amount), decimals: info.tokenAmount.decimals } : undefined
}

/** The reason a failed simulation gives: the program's last log line, else the error as the node wrote it. */
function failureReason(err: unknown, logs: string[] | null): string {
  const failed = [...(logs ?? [])].reverse().find((line) => /failed|error/i.test(line))
  return failed ?? JSON.stringify(err)
}

/**
 * Simulates a Solana transaction with the node's `simulateTransaction` (signatures not
 * checked, the blockhash replaced), asking for the post-state of the account and of every
 * writable account of the message, and compares it with their state now: the SOL the account
 * spends besides the fee, and each SPL token balance of its own that changes.
 */
export async function simulateSolanaTransaction(ctx: ApiContext, chain: SolanaChain, body: SolanaSimulationBody): Promise<Simulation> {
  let keys
  try {
    keys = readMessageKeys(new Uint8Array(Buffer.from(body.transaction, 'base64')))
  } catch {
    throw new ApiError(400, "Invalid body field 'transaction': expected a Solana wire transaction", 'transaction')
  }
  const watched = [...new Set([body.account, ...keys.writable])].slice(0, MAX_WATCHED)
  const [before, simulated, fee] = await Promise.all([
    solanaRpc<{ value: (ParsedAccount | null)[] }>(chain, 'getMultipleAccounts', [watched, { encoding: 'jsonParsed', commitment: 'confirmed' }]),
    solanaRpc<SimulateAnswer>(chain, 'simulateTransaction', [body.transaction, {
      encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed', accounts: { encoding: 'jsonParsed', addresses: watched },
    }]),
    keys.keys[0] === body.account ? solanaRpc<{ value: number | null }>(chain, 'getFeeForMessage', [keys.message, { commitment: 'confirmed' }]).then((r) => BigInt(r.value ?? 0)) : Promise.resolve(0n),
  ])
  const failed = simulated.value.err !== null
  const after = simulated.value.accounts ?? []
  const deltas = new Map<string, { delta: bigint; decimals: number }>()
  if (!failed) {
    const lamports = (list: (ParsedAccount | null)[]) => BigInt(list[0]?.lamports ?? 0)
    const sol = lamports(after) - lamports(before.value) + fee
    if (sol !== 0n) deltas.set('SOL', { delta: sol, decimals: 9 })
    watched.forEach((_, i) => {
      const [was, is] = [tokenOf(before.value[i], body.account), tokenOf(after[i], body.account)]
      const mint = is?.mint ?? was?.mint
      if (!mint) return
      const entry = deltas.get(mint) ?? { delta: 0n, decimals: is?.decimals ?? was?.decimals ?? 0 }
      entry.delta += (is?.amount ?? 0n) - (was?.amount ?? 0n)
      deltas.set(mint, entry)
    })
  }
  const moved = [...deltas].filter(([, d]) => d.delta !== 0n).map(([mint, d]) => ({ mint, ...d, name: mint === 'SOL' ? { symbol: 'SOL', name: 'Solana', known: true } : solanaTokenName(chain, mint) }))
  const prices = await readPrices(ctx.db, moved.filter((m) => m.name.known).map((m) => m.name.symbol))
  const changes = moved.map(({ mint, delta, decimals, name }) => {
    const usd = name.known ? prices.get(name.symbol)?.usd : undefined
    const asset: SimulatedAsset = {
      standard: mint === 'SOL' ? 'native' : 'spl', ...(mint !== 'SOL' && { address: `${chain.caipNetworkId}:${mint}` }),
      symbol: name.symbol, name: name.name, decimals, logoUri: tokenLogo(ctx, name.symbol), ...(usd !== undefined && { usdPrice: usd }),
    }
    return { asset, delta }
  })
  const side = (sign: 1n | -1n): SimulatedChange[] => changes.filter((c) => c.delta * sign > 0n).map((c) => toChange(c.asset, c.delta * sign))
  const simulation: Omit<Simulation, 'warnings'> = {
    chainId: chain.caipNetworkId, account: body.account, method: 'simulateTransaction', status: failed ? 'reverted' : 'success',
    send: side(-1n), receive: side(1n), allowances: [],
    ...(failed && { revert: { kind: 'other' as const, reason: failureReason(simulated.value.err, simulated.value.logs), call: 0 } }),
    ...(simulated.value.unitsConsumed !== undefined && { gasUsed: String(simulated.value.unitsConsumed) }),
    complete: true,
  }
  // A plain transfer is meant to get nothing back; another program that takes without giving is worth a word.
  const onlyTransfers = keys.programs.every((program) => transferPrograms.has(program))
  return { ...simulation, warnings: buildWarnings({ simulation, unknownContractReceivers: [], onlyTransfers }) }
}
