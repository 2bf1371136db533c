import { details, el } from '../../../server/frame/page/el.js'

/** A proposal as the page shows it. */
export interface ShownProposal {
  name: string
  url: string
  chains: string[]
}

/** A request as the page shows it. */
export interface ShownRequest {
  id: number
  method: string
  chain: string
  description: string
}

/** What a button on the page does; the page disables it while the promise runs. */
type Action = () => Promise<void>

/**
 * The demo wallet's page: the account, a field for the pairing URI, the proposal with
 * Approve and Reject, the session with Disconnect, and the incoming requests with Approve
 * and Reject. Each panel that appears takes focus at its heading, and outcomes are
 * announced in one status line.
 */
export function createWalletPage(root: HTMLElement, onPair: (uri: string) => Promise<void>) {
  const account = el('section', { 'aria-labelledby': 'account-title' })
  const proposal = el('section', { 'aria-labelledby': 'proposal-title', hidden: true })
  const session = el('section', { 'aria-labelledby': 'session-title', hidden: true })
  const list = el('ul', { role: 'list', style: 'list-style:none;margin:0;padding:0;display:grid;gap:12px' })
  const requests = el('section', { 'aria-labelledby': 'requests-title' }, el('h2', { id: 'requests-title' }, 'Requests'), list)
  const status = el('p', { role: 'status', class: 'muted' })
  const input = el('input', { id: 'pairing-uri', name: 'uri', autocomplete: 'off', spellcheck: 'false', placeholder: 'wc:…', required: true })
  const form = el(
    'form',
    {
      onsubmit: (event) => {
        event.preventDefault()
        void run(form.querySelector('button')!, async () => {
          await onPair(input.value.trim())
          input.value = ''
        })
      },
    },
    el('label', { for: 'pairing-uri' }, 'Pairing URI'),
    input,
    el('div', { class: 'row' }, el('button', { type: 'submit' }, 'Connect')),
  )
  const pairing = el('section', { 'aria-labelledby': 'pair-title' }, el('h2', { id: 'pair-title' }, 'Connect to an app'), form)
  root.append(account, pairing, proposal, session, requests, status)
  root.removeAttribute('aria-busy')

  async function run(button: HTMLButtonElement, action: Action) {
    button.disabled = true
    try {
      await action()
    } catch (error) {
      announce(`Failed: ${error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error)}`)
    } finally {
      button.disabled = false
    }
  }
  const button = (label: string, action: Action, secondary = false) => {
    const element: HTMLButtonElement = el('button', { type: 'button', ...(secondary && { class: 'secondary' }), onclick: () => void run(element, action) }, label)
    return element
  }
  const heading = (id: string, text: string) => el('h2', { id, tabindex: '-1' }, text)
  function announce(text: string) {
    status.textContent = text
  }

  return {
    announce,
    showAccount(address: string, network: string) {
      account.replaceChildren(el('h2', { id: 'account-title' }, 'Account'), details([['Address', address], ['Network', network]]))
    },
    showProposal(shown: ShownProposal, approve: Action, reject: Action) {
      const title = heading('proposal-title', 'Connection request')
      proposal.replaceChildren(
        title,
        details([['App', shown.name], ['URL', shown.url], ['Chains', shown.chains.join(', ')]]),
        el('div', { class: 'row' }, button('Approve', approve), button('Reject', reject, true)),
      )
      proposal.hidden = false
      title.focus()
    },
    hideProposal() {
      proposal.hidden = true
      proposal.replaceChildren()
    },
    showSession(shown: ShownProposal | undefined, disconnect: Action) {
      session.hidden = !shown
      if (!shown) return session.replaceChildren()
      session.replaceChildren(
        heading('session-title', `Connected to ${shown.name}`),
        details([['URL', shown.url], ['Chains', shown.chains.join(', ')]]),
        el('div', { class: 'row' }, button('Disconnect', disconnect, true)),
      )
    },
    addRequest(shown: ShownRequest, approve: Action, reject: Action) {
      const title = el('h3', { id: `request-${shown.id}`, tabindex: '-1', style: 'margin:0;font-size:16px' }, shown.method)
      const item: HTMLLIElement = el(
        'li',
        { 'aria-labelledby': `request-${shown.id}`, style: 'border:1px solid #cbd5e1;border-radius:10px;padding:12px' },
        title,
        el('p', { class: 'muted', style: 'margin:4px 0 0' }, `On ${shown.chain}`),
        el('pre', {}, shown.description),
        el('div', { class: 'row' }, button('Approve', async (): Promise<void> => (await approve(), item.remove())), button('Reject', async (): Promise<void> => (await reject(), item.remove()), true)),
      )
      list.append(item)
      title.focus()
    },
    clearRequests() {
      list.replaceChildren()
    },
  }
}

/** The demo wallet's page. */
export type WalletPage = ReturnType<typeof createWalletPage>
