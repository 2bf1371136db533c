import { type AdapterDescriptor, createAirlock, solana } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { openSendPlugin } from '../../test/helpers/openSendPlugin.js'
import catalogs from './messages?catalogs'
import type { SentTransaction } from './SendState.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A kernel connected through a fake adapter (1.2345 ETH, no API), its send plugin loaded. */
async function setup() {
  const opened = await openSendPlugin()
  const { controller } = opened
  await controller.loadBalances()
  controller.selectToken(controller.state.tokenBalances[0]!)
  controller.setReceiver(receiver)
  return opened
}

describe('createSendController', () => {
  it('default: without the API, the native balance from the chain is offered', async () => {
    const { controller } = await setup()
    expect(controller.state.tokenBalances).toEqual([{ name: 'Ether', symbol: 'ETH', price: 0, quantity: { decimals: '18', numeric: '1.2345' } }])
  })

  it('rule amount within balance: a balance that dropped after the preview is refused before the wallet is asked', async () => {
    const { controller, adapter } = await setup()
    controller.setAmount('1')
    controller.preview()
    expect(controller.state.error).toBeUndefined()
    controller.state.token = { ...controller.state.token!, quantity: { decimals: '18', numeric: '0.5' } }
    await controller.send()
    const { field, id, values } = controller.state.error!
    expect({ field, message: catalogs.en[id]!(values) }).toEqual({ field: 'amount', message: 'The amount is more than your balance of 0.500 ETH' })
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it('rule pending limit: a sent transaction is tracked until mined, within the 99 most recent', async () => {
    const { controller, adapter } = await setup()
    const older: SentTransaction[] = Array.from({ length: 99 }, (_, index) => ({
      hash: `0xold${index}`,
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      account: 'eip155:1:0xa',
      to: receiver,
      amount: '1',
      symbol: 'ETH',
      sentAt: index,
      status: 'confirmed',
    }))
    controller.state.sent = older
    let mined: (receipt: { status: 'success' }) => void = () => {}
    vi.mocked(adapter.waitForTransaction).mockImplementationOnce(() => new Promise((resolve) => (mined = resolve)))
    controller.setAmount('0.1')
    await controller.send()
    expect(controller.state.sent.at(-1)).toMatchObject({ hash: '0xhash', status: 'pending', amount: '0.1', symbol: 'ETH', to: receiver })
    expect(controller.state.sent).toHaveLength(99)
    expect(controller.state.sent[0]?.hash).toBe('0xold1')
    await vi.waitFor(() => expect(adapter.waitForTransaction).toHaveBeenCalledWith('0xhash', expect.anything()))
    mined({ status: 'success' })
    await vi.waitFor(() => expect(controller.state.sent.at(-1)?.status).toBe('confirmed'))
  })

  it('behavior: once the wallet returns a hash, a failed check shows it pending with "Check again" and it is never sent again', async () => {
    const { airlock, controller, adapter } = await setup()
    vi.mocked(adapter.waitForTransaction).mockRejectedValueOnce(new Error('fetch failed'))
    controller.setAmount('0.1')
    controller.preview()
    await controller.send()
    await vi.waitFor(() => expect(controller.state.sent.at(-1)?.checkError).toBeDefined())
    expect(catalogs.en[controller.state.sent.at(-1)!.checkError!]!()).toBe('The network could not be reached to check it; it is checked again shortly.')
    expect(controller.state.sent.at(-1)?.status).toBe('pending')
    expect(airlock.router.state.view).toBe('SendStatus')
    expect(airlock.router.state.history.map((entry) => entry.view)).not.toContain('SendPreview')
    // The form was cleared: pressing Send again has nothing to send.
    await controller.send()
    expect(adapter.sendTransaction).toHaveBeenCalledTimes(1)
    const completed = vi.fn()
    airlock.bus.on('send:completed', completed)
    await controller.follow('0xhash')
    expect(controller.state.sent.at(-1)).toMatchObject({ status: 'confirmed', checkError: undefined })
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ hash: '0xhash', amount: '0.1', to: receiver }))
    expect(adapter.sendTransaction).toHaveBeenCalledTimes(1)
  })

  it('error: a send that fails on chain says so and "Edit and send again" brings the form back', async () => {
    const { controller, adapter, airlock } = await setup()
    vi.mocked(adapter.waitForTransaction).mockResolvedValueOnce({ status: 'reverted' })
    controller.setAmount('0.1')
    await controller.send()
    await vi.waitFor(() => expect(controller.state.sent.at(-1)?.status).toBe('failed'))
    controller.refill('0xhash')
    expect(airlock.router.state.view).toBe('Send')
    expect(controller.state).toMatchObject({ sendTokenAmount: '0.1', receiverAddress: receiver, token: expect.objectContaining({ symbol: 'ETH' }) })
  })

  it('behavior: the form resets when the wallet switches accounts', async () => {
    const { controller, emit } = await setup()
    controller.setAmount('0.1')
    emit('accountsChanged', { address: '0x000000000000000000000000000000000000dEaD' })
    expect(controller.state.sendTokenAmount).toBe('')
    expect(controller.state.receiverInput).toBe('')
    expect(controller.state.token).toBeUndefined()
  })

  it('behavior: destroying the kernel tears the plugin down: its form is emptied and its api gone', async () => {
    const { airlock, controller } = await setup()
    controller.setAmount('0.1')
    airlock.destroy()
    expect(airlock.plugins.apiOf('send')).toBeUndefined()
    expect(controller.state.sendTokenAmount).toBe('')
  })

  it('behavior Solana: SPL tokens are sent by mint, and the fee defaults to 5000 lamports', async () => {
    const owner = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const to = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const { adapter } = createFakeAdapter({ address: owner })
    const solanaAdapter = {
      ...adapter,
      namespace: 'solana' as const,
      connect: vi.fn(async () => ({ address: owner, caipNetworkId: solana.caipNetworkId, accounts: [{ namespace: 'solana' as const, address: owner, type: 'eoa' as const }] })),
      getBalance: vi.fn(async () => ({ value: 2_000_000_000n, decimals: 9, symbol: 'SOL' })),
    }
    const descriptor: AdapterDescriptor = { name: 'fake-solana', namespace: 'solana', load: async () => () => solanaAdapter }
    const airlock = createAirlock({ projectId: 'test', adapters: [descriptor], networks: [solana] })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect({ id: 'phantom', name: 'Phantom', namespace: 'solana' })
    const controller = await airlock.plugins.api('send')
    await controller.loadBalances()
    expect(controller.state.tokenBalances.map((token) => token.symbol)).toEqual(['SOL'])
    controller.state.tokenBalances.push({ name: 'Demo USD', symbol: 'DUSD', address: `${solana.caipNetworkId}:${mint}`, price: 1, quantity: { decimals: '6', numeric: '10' } })
    controller.selectToken(controller.state.tokenBalances[1]!)
    controller.setReceiver(to)
    controller.setAmount('2.5')
    await vi.waitFor(() => expect(controller.state.networkFee).toEqual({ value: 5000n, decimals: 9, symbol: 'SOL' }))
    await controller.send()
    expect(solanaAdapter.sendTransaction).toHaveBeenCalledWith({ to, value: 2_500_000n, token: mint }, solana)
    expect(controller.state.sendTokenAmount).toBe('')
  })
})
