import { createPublicClient, createWalletClient, encodeAbiParameters, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { compileContracts } from '../evm/compileContracts.js'
import { revertErrorName } from '../evm/revertErrorName.js'
import { FARCASTER_CHAIN_ID, ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS, idRegistryAbi, keyRegistryAbi } from '../../../server/farcaster/farcasterRegistries.js'
import { startFarcasterChain } from './startFarcasterChain.js'

const chain = useStarted(() => startFarcasterChain({ port: 0 }), (c) => c.stop(), 30_000)

// name(inputs) per function, event and error, so a hand-typed ABI cannot drift from the compiler's.
const signatures = (abi: readonly { type: string; name?: string; inputs?: readonly { type: string }[] }[]) =>
  abi.filter((i) => i.name).map((i) => `${i.type} ${i.name}(${(i.inputs ?? []).map((p) => p.type).join(',')})`).sort()

describe('startFarcasterChain', () => {
  it('default: chain id 10, registries at the canonical addresses, demo fids 1-3 owned by their custody keys', async () => {
    const reader = createPublicClient({ transport: http(chain.url) })
    expect(await reader.getChainId()).toBe(FARCASTER_CHAIN_ID)
    expect(chain.fids.map((f) => [f.fid, f.username])).toEqual([[1, 'alice'], [2, 'bob'], [3, 'carol']])
    for (const f of chain.fids) {
      expect(await reader.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'idOf', args: [f.custody.address] })).toBe(BigInt(f.fid))
      expect(await reader.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'custodyOf', args: [BigInt(f.fid)] })).toBe(f.custody.address)
    }
    expect(await reader.readContract({ address: KEY_REGISTRY_ADDRESS, abi: keyRegistryAbi, functionName: 'idRegistry' })).toBe(ID_REGISTRY_ADDRESS)
  })

  it('behavior: a custody address adds an auth address key that keyDataOf reports as added, type 2', async () => {
    const carol = chain.fids[2]!
    const authAddress = chain.accounts[7]!.address
    const key = encodeAbiParameters([{ type: 'address' }], [authAddress])
    const wallet = createWalletClient({ account: carol.custody.address, transport: http(chain.url) })
    await wallet.writeContract({ address: KEY_REGISTRY_ADDRESS, abi: keyRegistryAbi, functionName: 'add', args: [2, key, 1, '0x'], chain: null })
    const reader = createPublicClient({ transport: http(chain.url) })
    expect(await reader.readContract({ address: KEY_REGISTRY_ADDRESS, abi: keyRegistryAbi, functionName: 'keyDataOf', args: [BigInt(carol.fid), key] })).toEqual({ state: 1, keyType: 2 })
  })

  it('error: an address without an fid can neither register twice nor add keys', async () => {
    const alice = chain.fids[0]!
    const wallet = createWalletClient({ account: alice.custody.address, transport: http(chain.url) })
    expect(await revertErrorName(wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'register', args: [alice.custody.address], chain: null }))).toBe('HasId')
    const stranger = createWalletClient({ account: chain.accounts[8]!.address, transport: http(chain.url) })
    expect(await revertErrorName(stranger.writeContract({ address: KEY_REGISTRY_ADDRESS, abi: keyRegistryAbi, functionName: 'add', args: [2, '0x01', 1, '0x'], chain: null }))).toBe('Unauthorized')
  })

  it('behavior: the typed ABIs match what the compiler produces', async () => {
    const compiled = await compileContracts()
    expect(signatures(idRegistryAbi)).toEqual(signatures(compiled.IdRegistry.abi as never))
    expect(signatures(keyRegistryAbi)).toEqual(signatures(compiled.KeyRegistry.abi as never))
  })
})
