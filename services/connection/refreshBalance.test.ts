import { base } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { refreshBalance } from './refreshBalance.js'
import { switchNetwork } from './switchNetwork.js'

describe('refreshBalance', () => {
  it('rule balance format: the balance shows floored to 3 decimals, with its symbol', async () => {
    const { airlock, scope } = createTestConnection()
    await connect(scope, testWallet)
    await refreshBalance(scope, 'eip155', { force: true })
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ balance: '1.234', balanceSymbol: 'ETH', balanceLoading: false })
  })

  it("rule locale: the balance is grouped the way the modal's locale writes numbers", async () => {
    const { airlock, scope, adapter } = createTestConnection({ locale: 'de' })
    vi.mocked(adapter.getBalance).mockResolvedValue({ value: 1_234_567_890_000_000_000_000n, decimals: 18, symbol: 'ETH' })
    await connect(scope, testWallet)
    await refreshBalance(scope, 'eip155', { force: true })
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ balance: '1.234,567', balanceSymbol: 'ETH' })
  })

  it('rule balance cache: read again within 30 s only when forced', async () => {
    const { scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
    await refreshBalance(scope)
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    await refreshBalance(scope, 'eip155', { force: true })
    expect(adapter.getBalance).toHaveBeenCalledTimes(2)
  })

  it('error: a failed read marks lastRetry and keeps loading off', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    vi.mocked(adapter.getBalance).mockRejectedValue(new Error('node down'))
    airlock.chain.setAccount('eip155', { status: 'connected', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', caipAddress: 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' })
    await refreshBalance(scope)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ balanceLoading: false, lastRetry: expect.any(Number) })
    expect(airlock.chain.state.accounts.eip155?.balance).toBeUndefined()
  })

  it('rule a balance belongs to its network: after a switch, a failed read on the new network shows no balance, never the last network\'s', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    await vi.waitFor(() => expect(airlock.chain.state.accounts.eip155?.balance).toBe('1.234'))
    vi.mocked(adapter.getBalance).mockRejectedValue(new Error('mainnet RPC unreachable'))
    await switchNetwork(scope, base)
    await vi.waitFor(() => expect(airlock.chain.state.accounts.eip155?.lastRetry).toEqual(expect.any(Number)))
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ caipAddress: expect.stringMatching(/^eip155:8453:/), balance: undefined, balanceSymbol: undefined })
  })

  it('behavior: a balance read for a network left meanwhile is not shown on the new one', async () => {
    const { airlock, scope, adapter } = createTestConnection()
    await connect(scope, testWallet)
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledOnce())
    let answer!: (balance: { value: bigint; decimals: number; symbol: string }) => void
    vi.mocked(adapter.getBalance).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const slow = refreshBalance(scope, 'eip155', { force: true })
    vi.mocked(adapter.getBalance).mockRejectedValue(new Error('unreachable'))
    await switchNetwork(scope, base)
    answer({ value: 5_000_000_000_000_000_000n, decimals: 18, symbol: 'ETH' })
    await slow
    expect(airlock.chain.state.accounts.eip155?.balance).toBeUndefined()
  })

  it('behavior: nothing is read without a connected account', async () => {
    const { scope, adapter } = createTestConnection()
    await refreshBalance(scope)
    expect(adapter.getBalance).not.toHaveBeenCalled()
  })
})
