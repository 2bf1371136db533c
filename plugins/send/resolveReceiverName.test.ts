import { airlockDevnet, mainnet, solana } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { looksLikeName, resolveReceiverName } from './resolveReceiverName.js'
import { createTestApiClient } from '../../test/helpers/createTestApiClient.js'

const mainAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const devnetAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function apiAnswering(status: number, body: unknown) {
  const { api, fetch } = createTestApiClient(() => Response.json(body, { status }))
  return { api, fetch }
}

const profile = {
  name: 'alice.airlock.id',
  addresses: { '60': { address: mainAddress }, '2147514985': { address: devnetAddress } },
  attributes: { avatar: 'https://img.test/alice.png' },
}

describe('resolveReceiverName', () => {
  it('default: asks the profile endpoint (apiVersion 2) and returns name, address and avatar', async () => {
    const { api, fetch } = apiAnswering(200, profile)
    expect(await resolveReceiverName({ api }, 'alice', mainnet)).toEqual({ name: 'alice.airlock.id', address: mainAddress, avatar: 'https://img.test/alice.png' })
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]))
    expect(url.pathname).toBe('/v1/profile/account/alice')
    expect(url.searchParams.get('apiVersion')).toBe('2')
  })

  it('rule coin types: the address registered for the chain itself comes first', async () => {
    const { api } = apiAnswering(200, profile)
    expect((await resolveReceiverName({ api }, 'alice', airlockDevnet))?.address).toBe(devnetAddress)
  })

  it('rule per namespace: a name with only EVM addresses gives none on Solana', async () => {
    const { api } = apiAnswering(200, profile)
    expect(await resolveReceiverName({ api }, 'alice', solana)).toBeUndefined()
  })

  it('behavior: an unregistered name (404) resolves to undefined; other failures throw', async () => {
    expect(await resolveReceiverName({ api: apiAnswering(404, { message: 'Name not found' }).api }, 'nobody', mainnet)).toBeUndefined()
    await expect(resolveReceiverName({ api: apiAnswering(500, {}).api }, 'alice', mainnet)).rejects.toMatchObject({ code: 'API_HTTP_ERROR' })
  })

  it('rule names: labels with dots and hyphens are names; 0x input and spaces are not', () => {
    expect(['alice', 'alice.airlock.id', 'bob-2'].every(looksLikeName)).toBe(true)
    expect(['0xabc', 'two words', ''].some(looksLikeName)).toBe(false)
  })
})
