import { describe, expect, test } from 'vitest'
import type { UserView } from '../../../api/embedded/readUserView.js'
import { toEmbeddedUser } from './toEmbeddedUser.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'
const user: UserView = {
  id: 'u1',
  email: 'ada@example.com',
  accounts: [{ namespace: 'eip155', address: eoa }, { namespace: 'solana', address: 'So1ana' }],
  recoveryMode: 'automatic',
  preferredAccountTypes: { eip155: 'smartAccount' },
  preferredAccountType: 'smartAccount',
  userName: null,
  secondFactor: false,
}

describe('toEmbeddedUser', () => {
  test('SPEC §3: with the smart account active, the eip155 entry is the smart account (type smartAccount) and the user says whether it is deployed', () => {
    const described = toEmbeddedUser(user, 'eip155:31337', { account: { address: smart, deployed: false }, enabledNetworks: [31337] })
    expect(described).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false, smartAccountEnabledNetworks: [31337] })
    expect(described.preferredAccountTypes).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    expect(described.accounts).toEqual([
      { namespace: 'eip155', address: smart, type: 'smartAccount' },
      { namespace: 'solana', address: 'So1ana', type: 'eoa' },
    ])
  })

  test('SPEC §4: a preferred smart account that is not active falls back to the EOA; the network list to empty', () => {
    const described = toEmbeddedUser(user, 'eip155:31338')
    expect(described).toMatchObject({ address: eoa, preferredAccountType: 'eoa', smartAccountDeployed: false, smartAccountEnabledNetworks: [] })
    expect(described.preferredAccountTypes).toEqual({ eip155: 'eoa', solana: 'eoa' })
    expect(described.accounts.every((account) => account.type === 'eoa')).toBe(true)
  })

  test('behavior: on a Solana chain the address is the Solana account, whatever the eip155 one is', () => {
    expect(toEmbeddedUser(user, 'solana:devnet', { account: { address: smart, deployed: true }, enabledNetworks: [31337] }).address).toBe('So1ana')
  })
})
