import { createPublicClient, http, type Chain } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { compileContracts } from '../evm/compileContracts.js'
import { ensRegistryAbi, ensResolverAbi, ensReverseRegistrarAbi } from './ensContracts.js'
import { startEnsChain } from './startEnsChain.js'

const chain = useStarted(() => startEnsChain({ port: 0 }), (c) => c.stop(), 60_000)

// viem's mainnet with the local RPC and the local UniversalResolver: how a host configures it.
const client = () => {
  const local: Chain = { ...mainnet, rpcUrls: { default: { http: [chain.url] } }, contracts: { ...mainnet.contracts, ensUniversalResolver: { address: chain.contracts.universalResolver } } }
  return createPublicClient({ chain: local, transport: http(chain.url, { retryCount: 0 }) })
}

// name(inputs) per function, so a hand-typed ABI cannot drift from the compiler's.
const signatures = (abi: readonly { type: string; name?: string; inputs?: readonly { type: string }[] }[]) =>
  abi.filter((i) => i.type === 'function').map((i) => `${i.name}(${(i.inputs ?? []).map((p) => p.type).join(',')})`)

describe('startEnsChain', () => {
  it('default: chain id 1; each demo name resolves forward to its account (getEnsAddress)', async () => {
    expect(await client().getChainId()).toBe(1)
    expect(chain.names.map((n) => n.name)).toEqual(['alice.eth', 'bob.eth', 'carol.eth'])
    for (const { name, account } of chain.names) expect(await client().getEnsAddress({ name })).toBe(account.address)
  })

  it('default: an account with a reverse record gets its name back (getEnsName); one without gets null', async () => {
    const [alice, bob, carol] = chain.names
    expect(await client().getEnsName({ address: alice!.account.address })).toBe('alice.eth')
    expect(await client().getEnsName({ address: bob!.account.address })).toBe('bob.eth')
    expect(await client().getEnsName({ address: carol!.account.address })).toBeNull()
    expect(await client().getEnsName({ address: chain.accounts[9]!.address })).toBeNull()
  })

  it('error: an unregistered name is null, not an error; so is a name under an unknown top-level domain', async () => {
    expect(await client().getEnsAddress({ name: 'nobody.eth' })).toBeNull()
    expect(await client().getEnsAddress({ name: 'alice.test' })).toBeNull()
  })

  it('behavior: a primary name whose forward address moved away is not trusted (ReverseAddressMismatch gives null)', async () => {
    const bob = chain.names[1]!
    const { createWalletClient, namehash } = await import('viem')
    const wallet = createWalletClient({ account: bob.account.address, transport: http(chain.url) })
    const hash = await wallet.writeContract({ address: chain.contracts.resolver, abi: ensResolverAbi, functionName: 'setAddr', args: [namehash('bob.eth'), chain.accounts[9]!.address], chain: null })
    await client().waitForTransactionReceipt({ hash })
    expect(await client().getEnsAddress({ name: 'bob.eth' })).toBe(chain.accounts[9]!.address)
    expect(await client().getEnsName({ address: bob.account.address })).toBeNull()
  })

  it('rule: the hand-typed ABIs match the compiled contracts', async () => {
    const built = await compileContracts()
    for (const [abi, contract] of [[ensRegistryAbi, built.EnsRegistry], [ensResolverAbi, built.EnsPublicResolver], [ensReverseRegistrarAbi, built.EnsReverseRegistrar]] as const) {
      expect(signatures(contract.abi as never)).toEqual(expect.arrayContaining(signatures(abi)))
    }
  })
})
