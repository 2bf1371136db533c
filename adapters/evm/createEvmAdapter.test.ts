import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Airlock, type ChainAdapter, createAirlock, defineEvmNetwork, type Network, WalletError } from 'airlock'
import { startEvmDevnet, type EvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { announceEip6963Provider } from '../../test/e2e/wallets/announceEip6963Provider.js'
import { createTestWallet, type TestWallet } from '../../test/e2e/wallets/createTestWallet.js'
import type { TestWalletStorage } from '../../test/e2e/wallets/openTestWalletState.js'
import { createEvmAdapter } from './createEvmAdapter.js'
import { discoverEip6963Wallets } from './discoverEip6963Wallets.js'

const rdns = 'dev.airlock.testwallet'
const info = { uuid: '5f0f4b55-3c4f-4d55-9d0c-3b0f6ad2a001', name: 'Airlock Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns }

let devnet: EvmDevnet
let second: EvmDevnet
let local: Network
let other: Network
let airlock: Airlock
const stops: (() => void)[] = []

// Two chains start at once; on a busy 2-core machine that takes longer than a hook's default.
beforeAll(async () => {
  ;[devnet, second] = await Promise.all([startEvmDevnet({ port: 0 }), startEvmDevnet({ port: 0, chainId: 31338 })])
  local = defineEvmNetwork({ id: 31337, name: 'Airlock Devnet', network: 'airlock-devnet', rpc: devnet.url, testnet: true })
  other = defineEvmNetwork({
    id: 31338,
    name: 'Airlock Devnet 2',
    network: 'airlock-devnet-2',
    rpc: second.url,
    explorer: ['Local Explorer', 'http://127.0.0.1:1/explorer'],
    currency: ['DEV', 'Dev Ether'],
    testnet: true,
  })
  airlock = createAirlock({ projectId: 'evm-adapter-test', networks: [local, other] })
}, 60_000)

afterAll(async () => {
  airlock?.destroy()
  await Promise.all([devnet?.stop(), second?.stop()])
})

// A page of its own for each test: the announcements live on this window.
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget())
})

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

/** A browser wallet holding dev account `index`, announced in the page. */
function installWallet(index: number, options: { chains?: number[]; chainId?: number; storage?: TestWalletStorage } = {}): TestWallet {
  const urls: Record<number, string> = { 31337: devnet.url, 31338: second.url }
  const chains = Object.fromEntries((options.chains ?? [31337, 31338]).map((id) => [id, urls[id]!]))
  const wallet = createTestWallet({
    privateKey: devnet.accounts[index]!.privateKey,
    chains,
    chainId: options.chainId ?? 31337,
    ...(options.storage && { storage: options.storage }),
  })
  stops.push(announceEip6963Provider(window, info, wallet.provider))
  return wallet
}

function memoryStorage(): TestWalletStorage {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

const adapter = (): ChainAdapter => createEvmAdapter(airlock, discoverEip6963Wallets)
const methods = (wallet: TestWallet) => wallet.control.requests.map((request) => request.method)

describe('createEvmAdapter: connecting', () => {
  it('default: connect returns the checksummed account on the chain the wallet is on, without switching', async () => {
    const wallet = installWallet(1, { chainId: 31338 })
    const result = await adapter().connect(rdns, local)
    expect(result).toEqual({
      address: devnet.accounts[1]!.address,
      caipNetworkId: 'eip155:31338',
      accounts: [{ namespace: 'eip155', address: devnet.accounts[1]!.address, type: 'eoa' }],
    })
    expect(methods(wallet)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('behavior: the wallet\'s accountsChanged, chainChanged and disconnect are re-emitted', async () => {
    const wallet = installWallet(1)
    const evm = adapter()
    const seen: unknown[] = []
    evm.on('accountsChanged', (payload) => seen.push(['accountsChanged', payload]))
    evm.on('chainChanged', (payload) => seen.push(['chainChanged', payload]))
    evm.on('disconnect', () => seen.push(['disconnect']))
    await evm.connect(rdns, local)
    wallet.control.switchAccount(devnet.accounts[2]!.privateKey)
    await evm.switchNetwork(other)
    wallet.control.emitDisconnect()
    wallet.control.revoke()
    expect(seen).toEqual([
      ['accountsChanged', { address: devnet.accounts[2]!.address }],
      ['chainChanged', { caipNetworkId: 'eip155:31338' }],
      ['disconnect'],
      ['accountsChanged', { address: undefined }],
    ])
  })

  it('behavior: reconnect after a reload waits for the wallet and reads eth_accounts without a prompt', async () => {
    const storage = memoryStorage()
    const first = installWallet(3, { storage })
    await adapter().connect(rdns, local)
    expect(first.control.approved).toBe(true)

    // The reload: a new page, whose wallet announces itself only after 300 ms.
    vi.stubGlobal('window', new EventTarget())
    let reloaded: TestWallet | undefined
    setTimeout(() => (reloaded = installWallet(3, { storage })), 300)
    const result = await adapter().reconnect(rdns, local)
    expect(result?.address).toBe(devnet.accounts[3]!.address)
    expect(result?.caipNetworkId).toBe('eip155:31337')
    expect(methods(reloaded!)).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('behavior: reconnect gives undefined when the wallet no longer authorises the site', async () => {
    const wallet = installWallet(3, { storage: memoryStorage() })
    expect(await adapter().reconnect(rdns, local)).toBeUndefined()
    expect(methods(wallet)).toEqual(['eth_accounts'])
  })

  it('behavior: reconnect gives undefined after about a second when the wallet never shows up', async () => {
    const started = performance.now()
    expect(await adapter().reconnect(rdns, local)).toBeUndefined()
    expect(performance.now() - started).toBeGreaterThanOrEqual(990)
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  it('error: a declined connect is USER_REJECTED "Signature declined"', async () => {
    const wallet = installWallet(1)
    wallet.control.rejectNext('eth_requestAccounts')
    const error = await adapter().connect(rdns, local).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'Signature declined', walletCode: 4001 })
    expect(wallet.control.approved).toBe(false)
  })

  it('error: a wallet that is not in the page is WALLET_NOT_FOUND', async () => {
    installWallet(1)
    await expect(adapter().connect('io.metamask', local)).rejects.toMatchObject({ code: 'WALLET_NOT_FOUND' })
  })

  it('behavior: provider() is the connected wallet\'s own EIP-1193 provider, undefined before connect and after disconnect', async () => {
    const wallet = installWallet(1)
    const evm = adapter()
    expect(evm.provider?.()).toBeUndefined()
    await evm.connect(rdns, local)
    expect(evm.provider?.()).toBe(wallet.provider)
    await evm.disconnect()
    expect(evm.provider?.()).toBeUndefined()
  })

  it('behavior: disconnect revokes the permission, stops the events and forgets the wallet', async () => {
    const wallet = installWallet(1)
    const evm = adapter()
    const seen: unknown[] = []
    evm.on('accountsChanged', (payload) => seen.push(payload))
    await evm.connect(rdns, local)
    await evm.disconnect()
    expect(wallet.control.approved).toBe(false)
    expect(methods(wallet).at(-1)).toBe('wallet_revokePermissions')
    wallet.control.switchAccount(devnet.accounts[2]!.privateKey)
    expect(seen).toEqual([])
    await expect(evm.signMessage('hello', devnet.accounts[1]!.address)).rejects.toMatchObject({ code: 'WALLET_DISCONNECTED' })
  })

  it('behavior: disconnect ignores a wallet that cannot revoke permissions', async () => {
    const wallet = installWallet(1)
    wallet.control.failNext('wallet_revokePermissions', { code: 4200, message: 'Unsupported method' })
    const evm = adapter()
    await evm.connect(rdns, local)
    await expect(evm.disconnect()).resolves.toBeUndefined()
  })
})

describe('createEvmAdapter: networks', () => {
  it('behavior: a chain the wallet lacks (4902) is added with the network\'s details, then switched to', async () => {
    const wallet = installWallet(1, { chains: [31337] })
    const evm = adapter()
    await evm.connect(rdns, local)
    wallet.control.clearRequests()
    await evm.switchNetwork(other)
    expect(wallet.control.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [{
          chainId: '0x7a6a',
          chainName: 'Airlock Devnet 2',
          nativeCurrency: { name: 'Dev Ether', symbol: 'DEV', decimals: 18 },
          rpcUrls: [second.url],
          blockExplorerUrls: ['http://127.0.0.1:1/explorer'],
        }],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
    expect(wallet.control.chainId).toBe(31338)
  })

  it('behavior: a 4902 nested in a -32603, as MetaMask mobile sends it, also adds the chain', async () => {
    const wallet = installWallet(1)
    wallet.control.failNext('wallet_switchEthereumChain', { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } })
    const evm = adapter()
    await evm.connect(rdns, local)
    await evm.switchNetwork(other)
    expect(methods(wallet).slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.control.chainId).toBe(31338)
  })

  it('error: a declined switch is USER_REJECTED and adds nothing', async () => {
    const wallet = installWallet(1, { chains: [31337] })
    wallet.control.rejectNext('wallet_switchEthereumChain')
    const evm = adapter()
    await evm.connect(rdns, local)
    await expect(evm.switchNetwork(other)).rejects.toMatchObject({ code: 'USER_REJECTED', shortMessage: 'Signature declined' })
    expect(methods(wallet)).not.toContain('wallet_addEthereumChain')
    expect(wallet.control.chainId).toBe(31337)
  })

  it('error: a plain -32603 on switch is INVALID_CHAIN_ID', async () => {
    const wallet = installWallet(1)
    wallet.control.failNext('wallet_switchEthereumChain', { code: -32603, message: 'Internal error' })
    const evm = adapter()
    await evm.connect(rdns, local)
    await expect(evm.switchNetwork(other)).rejects.toMatchObject({ code: 'INVALID_CHAIN_ID' })
  })

  it('default: getBalance reads the native balance from the network\'s RPC', async () => {
    // Account 9 sends nothing in these tests and holds its genesis 10,000.
    const balance = await adapter().getBalance(devnet.accounts[9]!.address, local)
    expect(balance).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
    expect(await adapter().getBalance(devnet.accounts[9]!.address, other)).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'DEV' })
  })

  it('error: an unreachable RPC is a WalletError', async () => {
    const offline = defineEvmNetwork({ id: 31339, name: 'Offline', network: 'offline', rpc: 'http://127.0.0.1:1' })
    await expect(adapter().getBalance(devnet.accounts[9]!.address, offline)).rejects.toBeInstanceOf(WalletError)
  }, 20_000)
})

describe('createEvmAdapter: signing and sending', () => {
  it('behavior: signMessage signs the UTF-8 message with personal_sign, verifiable by viem', async () => {
    const wallet = installWallet(4)
    const evm = adapter()
    const { address } = await evm.connect(rdns, local)
    const message = 'Sign in to Airlock ✓'
    const signature = await evm.signMessage(message, address)
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` })).toBe(true)
    expect(wallet.control.requests.at(-1)?.params).toEqual([`0x${Buffer.from(message).toString('hex')}`, address])
  })

  it('error: a declined signature is USER_REJECTED "Signature declined"', async () => {
    const wallet = installWallet(4)
    const evm = adapter()
    const { address } = await evm.connect(rdns, local)
    wallet.control.rejectNext('personal_sign')
    await expect(evm.signMessage('hello', address)).rejects.toMatchObject({ code: 'USER_REJECTED', shortMessage: 'Signature declined' })
  })

  it('behavior: a native send through the wallet moves the funds', async () => {
    installWallet(5)
    const evm = adapter()
    await evm.connect(rdns, local)
    const to = devnet.accounts[8]!.address
    const before = await evm.getBalance(to, local)
    const hash = await evm.sendTransaction({ to, value: parseEther('1.5') }, local)
    // A plain transfer of ETH emits no log.
    expect(await evm.waitForTransaction(hash, local)).toEqual({ status: 'success', logs: [] })
    expect((await evm.getBalance(to, local)).value - before.value).toBe(parseEther('1.5'))
  })

  it('behavior: a DUSD transfer sends transfer(to, value) to the token and moves the tokens', async () => {
    const wallet = installWallet(5)
    const evm = adapter()
    await evm.connect(rdns, local)
    const client = createPublicClient({ transport: http(devnet.url) })
    const token = devnet.contracts.token
    const balanceOf = (address: `0x${string}`) => client.readContract({ ...token, functionName: 'balanceOf', args: [address] })
    const to = devnet.accounts[7]!.address
    const [before, senderBefore] = await Promise.all([balanceOf(to), balanceOf(devnet.accounts[5]!.address)])
    const hash = await evm.sendTransaction({ to, value: parseUnits('12.5', 6), token: token.address }, local)
    // The receipt carries the token's Transfer log, from which a feature reads what moved.
    const word = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
    expect(await evm.waitForTransaction(hash, local)).toEqual({
      status: 'success',
      logs: [{ address: token.address.toLowerCase(), topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', word(devnet.accounts[5]!.address), word(to)], data: `0x${(12_500_000n).toString(16).padStart(64, '0')}` }],
    })
    expect((await balanceOf(to)) - before).toBe(12_500_000n)
    expect(senderBefore - (await balanceOf(devnet.accounts[5]!.address))).toBe(12_500_000n)
    const sent = wallet.control.requests.find((request) => request.method === 'eth_sendTransaction')
    expect(sent?.params).toEqual([{ from: devnet.accounts[5]!.address, to: token.address, data: expect.stringMatching(/^0xa9059cbb/) }])
  })

  it('behavior: the simulation request of a DUSD transfer is the transaction the send would make, from the connected account, asking the wallet nothing', async () => {
    const wallet = installWallet(5)
    const evm = adapter()
    await evm.connect(rdns, local)
    const asked = wallet.control.requests.length
    const token = devnet.contracts.token.address
    const to = devnet.accounts[7]!.address
    expect(await evm.simulationRequest!({ to, value: parseUnits('12.5', 6), token }, local)).toEqual({
      chainId: local.caipNetworkId,
      account: devnet.accounts[5]!.address,
      calls: [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('12.5', 6)] }) }],
    })
    expect(await evm.simulationRequest!({ to, value: 3n }, local)).toMatchObject({ calls: [{ to, value: '0x3' }] })
    expect(wallet.control.requests.length).toBe(asked)
  })

  it('behavior: a send on another chain than the wallet\'s switches the wallet first', async () => {
    const wallet = installWallet(6, { chainId: 31338 })
    const evm = adapter()
    await evm.connect(rdns, local)
    const to = devnet.accounts[8]!.address
    const before = await evm.getBalance(to, local)
    const hash = await evm.sendTransaction({ to, value: 1n }, local)
    await evm.waitForTransaction(hash, local)
    expect(methods(wallet).slice(-3)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction'])
    expect((await evm.getBalance(to, local)).value - before.value).toBe(1n)
  })

  it('behavior: after accountsChanged, sends go from the newly selected account', async () => {
    const wallet = installWallet(5)
    const evm = adapter()
    await evm.connect(rdns, local)
    wallet.control.switchAccount(devnet.accounts[6]!.privateKey)
    const hash = await evm.sendTransaction({ to: devnet.accounts[8]!.address, value: 1n }, local)
    const receipt = await createPublicClient({ transport: http(devnet.url) }).getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.from).toBe(devnet.accounts[6]!.address.toLowerCase())
  })

  it('error: a declined send is USER_REJECTED and sends nothing', async () => {
    const wallet = installWallet(5)
    const evm = adapter()
    await evm.connect(rdns, local)
    wallet.control.rejectNext('eth_sendTransaction')
    await expect(evm.sendTransaction({ to: devnet.accounts[8]!.address, value: 1n }, local)).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})
