// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messageNodes } from './messageNodes.js'

/** The isolates of `node` as rendered: each `<bdi>`'s text, in order, and the whole text. */
function shown(node: React.ReactNode) {
  const { container } = render(<p>{node}</p>)
  return { isolated: [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent), text: container.textContent }
}

describe('messageNodes', () => {
  it('rule languages: an amount and its symbol, with only a space between, are set apart together in the language\'s order', () => {
    const english = (v: Record<string, unknown>) => `You need ${v['missing']} ${v['symbol']} more.`
    expect(shown(messageNodes(english, { missing: '3.000', symbol: 'DUSD' }))).toEqual({ isolated: ['3.000 DUSD'], text: 'You need 3.000 DUSD more.' })
    const arabic = (v: Record<string, unknown>) => `تحتاج إلى ${v['missing']} ${v['symbol']} إضافية.`
    expect(shown(messageNodes(arabic, { missing: '3.000', symbol: 'DUSD' })).isolated).toEqual(['3.000 DUSD'])
  })

  it('behavior: values apart in the sentence are set apart each; a rate in one value stays whole', () => {
    const read = (v: Record<string, unknown>) => `Lets ${v['spender']} spend ${v['amount']} ${v['token']} until ${v['deadline']}`
    expect(shown(messageNodes(read, { spender: 'Uniswap V2', amount: '150.000', token: 'DUSD', deadline: '1 May' })).isolated).toEqual(['Uniswap V2', '150.000 DUSD', '1 May'])
    expect(shown(messageNodes((v) => `Rate: ${v['rate']}`, { rate: '1 ETH = 1.989 DGLD' })).isolated).toEqual(['1 ETH = 1.989 DGLD'])
  })

  it('behavior: a value a select reads is left as it is, and numbers for plurals pass through', () => {
    const read = (v: Record<string, unknown>) => `${v['meaning'] === 'assert' ? 'an assertion failed' : 'an internal error'} (panic ${v['code']}), ${v['count']} calls`
    expect(shown(messageNodes(read, { meaning: 'assert', code: '0x01', count: 2 }))).toEqual({ isolated: ['0x01'], text: 'an assertion failed (panic 0x01), 2 calls' })
  })

  it('behavior: a React element given as a value stands where it lands; a message without values is its text', () => {
    const read = (v: Record<string, unknown>) => `to ${v['name']}`
    const { container } = render(<p>{messageNodes(read, { name: <b>alice.eth</b> })}</p>)
    expect(container.innerHTML).toBe('<p>to <b>alice.eth</b></p>')
    expect(messageNodes(() => 'Paid')).toBe('Paid')
  })
})
