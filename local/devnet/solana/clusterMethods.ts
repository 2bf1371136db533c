import { VersionedMessage } from '@solana/web3.js'
import { computeFee } from './computeFee.js'
import { readComputeBudget } from './readComputeBudget.js'
import { readParam } from './readParam.js'
import { RpcError } from './RpcError.js'
import { inContext, solanaCoreVersion, type RpcMethod } from './RpcMethod.js'

const slotsPerEpoch = 432_000
const prioritizationFeeSlots = 150

/** RPC methods about the chain itself: slots, epochs, blockhashes, fees, identity, health. */
export const clusterMethods: Record<string, RpcMethod> = {
  getSlot: (_, { ledger }) => ledger.slot,
  // Every slot holds a block, so height and slot are the same number.
  getBlockHeight: (_, { ledger }) => ledger.slot,
  getTransactionCount: (_, { ledger }) => ledger.log.size,
  getFirstAvailableBlock: () => 0,
  minimumLedgerSlot: () => 0,
  getGenesisHash: (_, { genesisHash }) => genesisHash,
  getVersion: () => ({ 'solana-core': solanaCoreVersion }),
  getHealth: () => 'ok',

  getEpochInfo: (_, { ledger }) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.slot,
    epoch: Math.floor(ledger.slot / slotsPerEpoch),
    slotIndex: ledger.slot % slotsPerEpoch,
    slotsInEpoch: slotsPerEpoch,
    transactionCount: ledger.log.size,
  }),

  getEpochSchedule: () => ({
    slotsPerEpoch,
    leaderScheduleSlotOffset: slotsPerEpoch,
    warmup: false,
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
  }),

  getLatestBlockhash: (_, { ledger }) => inContext(ledger, ledger.latestBlockhash()),

  isBlockhashValid(params, { ledger }) {
    return inContext(ledger, ledger.isBlockhashValid(readParam.string(params, 0)))
  },

  getFeeForMessage(params, { ledger }) {
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(Buffer.from(readParam.string(params, 0), 'base64'))
    } catch {
      throw RpcError.invalidParams('Invalid param: expected a base64 message')
    }
    return inContext(ledger, Number(computeFee(message)))
  },

  // One transaction per slot, so a slot's fee is its transaction's unit price — or 0 when
  // that transaction writes none of the asked accounts.
  getRecentPrioritizationFees(params, { ledger }) {
    const addresses = params[0] === undefined ? [] : readParam.array(params, 0)
    const wanted = new Set(addresses.map((_, index) => readParam.address(addresses, index)))
    return ledger.log
      .latest(prioritizationFeeSlots)
      .reverse()
      .map(({ slot, transaction }) => {
        const { message, accountKeys } = transaction
        const touches = wanted.size === 0 ||
          accountKeys.some((key, index) => wanted.has(key) && message.isAccountWritable(index))
        return { slot, prioritizationFee: touches ? Number(readComputeBudget(message).unitPrice) : 0 }
      })
  },
}
