import { describe, expect, it, vi } from 'vitest'
import { createTestConnection, testWallet } from '../../test/helpers/createTestConnection.js'
import { connect } from './connect.js'
import { refreshBalance } from './refreshBalance.js'

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
    airlock.chain.setAccount('eip155', { status: 'connected', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' })
    await refreshBalance(scope)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ balanceLoading: false, lastRetry: expect.any(Number) })
    expect(airlock.chain.state.accounts.eip155?.balance).toBeUndefined()
  })

  it('behavior: nothing is read without a connected account', async () => {
    const { scope, adapter } = createTestConnection()
    await refreshBalance(scope)
    expect(adapter.getBalance).not.toHaveBeenCalled()
  })
})
