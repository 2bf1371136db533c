import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'
import { getWalletClient } from 'airlock/viem'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('getWalletClient', () => {
  it('default: undefined while no EVM wallet is connected', () => {
    expect(getWalletClient(createAirlock({ projectId: 'viem-test', networks: [mainnet] }))).toBeUndefined()
  })

  it('behavior: a client for the connected account and its network, requesting through the wallet\'s provider', async () => {
    const requests: string[] = []
    const fake = createFakeAdapter({ address })
    fake.adapter.provider = () => ({ request: async ({ method }: { method: string }) => (requests.push(method), method === 'personal_sign' ? '0xsigned' : null) })
    const airlock = createAirlock({ projectId: 'viem-test', networks: [mainnet], adapters: [fake.descriptor] })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    const client = getWalletClient(airlock)!
    expect(client.account.address).toBe(address)
    expect(client.chain?.id).toBe(1)
    expect(await client.signMessage({ message: 'Hello from Airlock' })).toBe('0xsigned')
    expect(requests).toEqual(['personal_sign'])
  })
})
