// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import catalogs from '../messages?all-catalogs'
import { approvalSummaryElements } from './approvalSummaryElements.js'

const i18n = createI18n('en')
const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
/** The rows as the person reads them: "label: value". */
const rows = (elements: HTMLElement[]) => [...(elements[1]?.querySelectorAll('dt') ?? [])].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)
const to = '0x2222222222222222222222222222222222222222'

describe('approvalSummaryElements', () => {
  test("default: a transfer shows its network, receiver and exact amount in the network's coin", () => {
    const elements = approvalSummaryElements({ kind: 'evmTransactions', chainId: 'eip155:1', transactions: [{ from: '0x1', to, value: '10000000000000000' }] } as never, t, 'en')
    expect(elements[0]!.textContent).toBe('What the wallet will do')
    expect(rows(elements)).toEqual(['Network: Ethereum', `To: ${to}`, 'Sends: 0.010 ETH'])
  })

  test("behavior: a token transfer, a contract call and typed data say what they are; a message shows its words", () => {
    const token = approvalSummaryElements({ kind: 'evmTransactions', chainId: 'eip155:1', transactions: [{ from: '0x1', to: '0x3', value: '0', data: '0xa9059cbb00', erc20Transfer: { token: '0x3', to, amount: '5' } }] } as never, t, 'en')
    expect(rows(token)).toContain(`To: ${to}`)
    expect(rows(token)).toContain('Token transfer: 5 base units of token 0x3')
    const call = approvalSummaryElements({ kind: 'evmTransactions', chainId: 'eip155:1', transactions: [{ from: '0x1', to, value: '0', data: '0x095ea7b3aaaa' }] } as never, t, 'en')
    expect(rows(call)).toContain('Calls a contract: 0x095ea7b3…')
    const typed = approvalSummaryElements({ kind: 'typedData', address: '0x1', domain: { name: 'Permit2' }, primaryType: 'PermitSingle', message: {} } as never, t, 'en')
    expect(rows(typed)).toEqual(['Signs: PermitSingle for Permit2'])
    const message = approvalSummaryElements({ kind: 'message', namespace: 'eip155', address: '0x1', text: 'Sign in to app.example.com', raw: '0x' } as never, t, 'en')
    expect(rows(message)).toEqual(['Message: Sign in to app.example.com'])
  })
})
