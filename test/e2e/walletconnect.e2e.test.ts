import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, parseUnits, verifyMessage } from 'viem'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axeViolations.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './wallets/createWalletConnectTestWallet.js'

const env = useStackAndBrowser()

let wallet: WalletConnectTestWallet
let demo: DemoPage
let page: Page
// Every host the pages asked for, by request or socket: only loopback is allowed.
const hosts = new Set<string>()

beforeAll(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: env.stack.urls.relay!,
    privateKey: env.stack.evm.accounts[4]!.privateKey,
    chains: { 31337: env.stack.evm.url, 31338: env.stack.evmSecond.url },
  })
  demo = await openWatchedDemo()
  page = demo.page
})

afterAll(async () => {
  await wallet?.stop()
})

async function openWatchedDemo(options: Parameters<typeof openDemo>[2] = {}) {
  return openDemo(env.browser, env.stack.urls.demo!, {
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
    beforeGoto: async (context) => {
      context.on('request', (request) => hosts.add(new URL(request.url()).hostname))
      context.on('page', (opened) => opened.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname)))
      await options.beforeGoto?.(context)
    },
  })
}

const dialog = (on = page) => on.getByRole('dialog')
const qrCode = (on = page) => dialog(on).getByRole('img', { name: /^QR code to connect/ })
const copyLink = (on = page) => dialog(on).getByRole('button', { name: 'Copy link' })
const airlock = <T>(on: Page, run: string) => on.evaluate(`(async () => { const connection = await window.airlock.connection(); ${run} })()`) as Promise<T>

/** Opens the QR view from the Connect view's WalletConnect entry and returns the URI it offers. */
async function openQrView(on = page): Promise<string> {
  await on.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(on).getByRole('button', { name: /WalletConnect/ }).click()
  await qrCode(on).waitFor()
  return (await copyLink(on).getAttribute('value'))!
}

describe('WalletConnect through the local relay', () => {
  it('default: the wallet pairs with the QR view’s link and the app connects', async () => {
    await openQrView()
    expect(await dialog().getAttribute('aria-labelledby')).toBeTruthy()
    expect(await page.getByRole('dialog', { name: 'WalletConnect' }).count()).toBe(1)
    await copyLink().click()
    await dialog().getByText('Link copied').waitFor()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    await dialog().waitFor({ state: 'detached' })
    expect(await page.getByTestId('address').textContent()).toBe(wallet.control.address)
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet (eip155:31337)')
    expect(wallet.proposals[0]).toMatchObject({ name: 'Airlock demo', chains: expect.arrayContaining(['eip155:31337', 'eip155:31338']) })
    expect([...hosts].filter((host) => !['127.0.0.1', 'localhost'].includes(host))).toEqual([])
  })

  it('behavior: a message signed in the wallet verifies against the account', async () => {
    const signature = await airlock<`0x${string}`>(page, "return connection.signMessage('Hello from Airlock')")
    expect(await verifyMessage({ address: wallet.control.address, message: 'Hello from Airlock', signature })).toBe(true)
    expect(wallet.requests.at(-1)).toEqual({ method: 'personal_sign', chainId: 'eip155:31337' })
  })

  it('behavior: a transaction sent through the wallet lands on the local chain', async () => {
    const to = env.stack.evm.accounts[8]!.address
    const hash = await airlock<`0x${string}`>(
      page,
      `const hash = await connection.sendTransaction({ to: '${to}', value: ${parseEther('0.25')}n }); await connection.waitForTransaction(hash); return hash`,
    )
    const receipt = await createPublicClient({ transport: http(env.stack.evm.url) }).getTransactionReceipt({ hash })
    const transaction = await createPublicClient({ transport: http(env.stack.evm.url) }).getTransaction({ hash })
    expect(receipt.status).toBe('success')
    expect(transaction).toMatchObject({ from: wallet.control.address.toLowerCase(), to: to.toLowerCase(), value: parseEther('0.25') })
  })

  it('behavior: Pay 5 DUSD through the wallet resolves with the confirmed hash', async () => {
    const { publicClient, wallet: devWallet } = createDevnetClients(env.stack.evm)
    const token = env.stack.evm.contracts.token
    const shop = env.stack.evm.accounts[7]!.address
    await publicClient.waitForTransactionReceipt({ hash: await devWallet(8).writeContract({ ...token, functionName: 'transfer', args: [wallet.control.address, parseUnits('5', 6)] }) })
    const before = await publicClient.readContract({ ...token, functionName: 'balanceOf', args: [shop] })
    await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
    await dialog().getByTestId('pay-balance').waitFor()
    await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).click()
    await page.getByTestId('pay-status').filter({ hasText: /^Paid: 0x[0-9a-f]{64}$/ }).waitFor({ timeout: 30_000 })
    expect(await publicClient.readContract({ ...token, functionName: 'balanceOf', args: [shop] })).toBe(before + parseUnits('5', 6))
    expect(wallet.requests.at(-1)).toEqual({ method: 'eth_sendTransaction', chainId: 'eip155:31337' })
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click()
    await dialog().waitFor({ state: 'detached' })
  })

  it('behavior: switching network asks the wallet within the session', async () => {
    await airlock(page, 'await window.airlock.switchNetwork(window.airlock.chain.state.networks[1])')
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet Two (eip155:31338)')
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', chainId: 'eip155:31338' })
    expect(wallet.control.chainId).toBe(31338)
  })

  it('behavior: the wallet’s chainChanged and accountsChanged events apply in the app', async () => {
    await wallet.emit('chainChanged', 31337, 'eip155:31337')
    await page.getByTestId('network').filter({ hasText: 'Airlock Devnet (eip155:31337)' }).waitFor()
    const first = wallet.control.address
    const other = wallet.control.switchAccount(env.stack.evm.accounts[6]!.privateKey)
    await wallet.emit('accountsChanged', [`eip155:31337:${other}`], 'eip155:31337')
    await page.getByTestId('address').filter({ hasText: other }).waitFor()
    wallet.control.switchAccount(env.stack.evm.accounts[4]!.privateKey)
    await wallet.emit('accountsChanged', [`eip155:31337:${first}`], 'eip155:31337')
    await page.getByTestId('address').filter({ hasText: first }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })

  it('behavior: after a reload the session is restored without a new proposal', async () => {
    const proposals = wallet.proposals.length
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet.control.address)
    expect(wallet.proposals).toHaveLength(proposals)
    // The restored session still carries requests.
    const signature = await airlock<`0x${string}`>(page, "return connection.signMessage('After the reload')")
    expect(await verifyMessage({ address: wallet.control.address, message: 'After the reload', signature })).toBe(true)
  })

  it('behavior: a disconnect in the wallet clears the app’s account', async () => {
    await wallet.disconnect()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe('—')
  })

  it('behavior: Disconnect in the app ends the session in the wallet', async () => {
    await wallet.pair(await openQrView())
    await dialog().waitFor({ state: 'detached' })
    const deleted = new Promise((resolve) => wallet.client.once('session_delete', resolve))
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await deleted
    expect(wallet.session).toBeUndefined()
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('error: a declined proposal shows the declined state, and Try again offers a new code', async () => {
    const uri = await openQrView()
    wallet.rejectNextProposal()
    await wallet.pair(uri)
    await dialog().getByText('Connection declined').waitFor()
    await dialog().getByRole('button', { name: 'Try again' }).click()
    await qrCode().waitFor()
    expect(await copyLink().getAttribute('value')).not.toBe(uri)
  })

  it('rule a11y: axe finds no violations in the QR view', async () => {
    expect(await axeViolations(page)).toEqual([])
    expect(await dialog().getByRole('timer').textContent()).toMatch(/^Code expires in [34]:\d\d$/)
    await page.keyboard.press('Escape')
  })

  it('behavior: a session that spans eip155 and solana connects both namespaces, switches to the Solana chain it holds, and ends both', async () => {
    const both = await createWalletConnectTestWallet({
      relayUrl: env.stack.urls.relay!,
      privateKey: env.stack.evm.accounts[7]!.privateKey,
      chains: { 31337: env.stack.evm.url },
      solana: { address: env.stack.solana.accounts[3]!.publicKey, chains: [env.stack.solana.caipNetworkId] },
    })
    const app = await openWatchedDemo()
    try {
      const uri = await openQrView(app.page)
      expect(await both.pair(uri).then(() => both.waitForSession()).then((session) => Object.keys(session.namespaces).sort())).toEqual(['eip155', 'solana'])
      await app.page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
      const accounts = () =>
        app.page.evaluate(() => {
          const { accounts } = (window as unknown as { airlock: { chain: { state: { accounts: Record<string, { status: string; address?: string; connectedWalletInfo?: { identifier?: string } }> } } } }).airlock.chain.state
          return Object.fromEntries(Object.entries(accounts).map(([namespace, account]) => [namespace, `${account.status} ${account.address} ${account.connectedWalletInfo?.identifier}`]))
        })
      await app.page.waitForFunction(() => (window as unknown as { airlock: { chain: { state: { accounts: { solana?: { status: string } } } } } }).airlock.chain.state.accounts.solana?.status === 'connected')
      expect(await accounts()).toEqual({
        eip155: `connected ${both.control.address} walletconnect`,
        solana: `connected ${env.stack.solana.accounts[3]!.publicKey} walletconnect`,
      })
      // The app keeps the network it was on: the EVM one stays active.
      expect(await app.page.getByTestId('network').textContent()).toBe('Airlock Devnet (eip155:31337)')
      // Within the session, to the Solana chain the wallet approved; not to one it did not.
      const switchTo = (name: string) =>
        app.page.evaluate(async (name) => {
          const airlock = (window as unknown as { airlock: { chain: { state: { networks: { name: string }[] } }; switchNetwork(network: unknown): Promise<void> } }).airlock
          return airlock.switchNetwork(airlock.chain.state.networks.find((network) => network.name === name)).then(
            () => 'switched',
            (error: { code?: string }) => error.code,
          )
        }, name)
      expect(await switchTo('Airlock Solana Devnet')).toBe('switched')
      expect(await app.page.getByTestId('network').textContent()).toBe(`Airlock Solana Devnet (${env.stack.solana.caipNetworkId})`)
      expect(await switchTo('Solana Devnet')).toBe('UNRECOGNIZED_CHAIN')
      expect(await app.page.getByTestId('network').textContent()).toBe(`Airlock Solana Devnet (${env.stack.solana.caipNetworkId})`)
      await both.disconnect()
      await app.page.waitForFunction(() => Object.keys((window as unknown as { airlock: { chain: { state: { accounts: object } } } }).airlock.chain.state.accounts).length === 0)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await both.stop()
    }
  })

  it('behavior: the demo wallet page in a second tab pairs, approves and signs', async () => {
    const app = await openWatchedDemo()
    const tab = await app.context.newPage()
    await tab.goto(env.stack.urls.walletDemo!)
    await tab.getByRole('button', { name: 'Connect' }).waitFor()
    // A person moves between the tabs; a tab in the background is throttled.
    await app.page.bringToFront()
    const uri = await openQrView(app.page)
    await tab.bringToFront()
    await tab.getByLabel('Pairing URI').fill(uri)
    await tab.getByRole('button', { name: 'Connect' }).click()
    const request = tab.getByRole('region', { name: 'Connection request' })
    await request.waitFor()
    expect(await request.textContent()).toContain('Airlock demo')
    await request.getByRole('button', { name: 'Approve' }).click()
    await app.page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    const address = env.stack.evm.accounts[5]!.address
    expect(await app.page.getByTestId('address').textContent()).toBe(address)
    const signed = airlock<`0x${string}`>(app.page, "return connection.signMessage('Signed in the demo wallet')")
    const card = tab.getByRole('listitem', { name: 'personal_sign' })
    await card.waitFor()
    expect(await card.textContent()).toContain('Signed in the demo wallet')
    await card.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyMessage({ address, message: 'Signed in the demo wallet', signature: await signed })).toBe(true)
    await tab.getByRole('button', { name: 'Disconnect' }).click()
    await app.page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await tab.close()
    expect(app.errors).toEqual([])
    await app.close()
  })

  it('behavior: on a phone, a wallet chosen in All Wallets opens by its link with the pairing URI, and pairs', async () => {
    // Safe{Wallet} has only a web link, which opens in a new tab; the request for it is
    // answered here, so nothing leaves loopback.
    const opened: string[] = []
    const outside: string[] = []
    const phone = await openDemo(env.browser, env.stack.urls.demo!, {
      isMobile: true,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      beforeGoto: (context) =>
        context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
          const url = route.request().url()
          if (!url.startsWith('https://app.safe.global/')) {
            outside.push(url)
            return route.abort()
          }
          opened.push(url)
          return route.fulfill({ contentType: 'text/html', body: '<title>Safe</title>' })
        }),
    })
    try {
      await phone.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(phone.page).getByRole('button', { name: /All Wallets/ }).click()
      await phone.page.getByRole('searchbox', { name: 'Search wallets' }).fill('safe')
      const tab = phone.context.waitForEvent('page')
      await phone.page.getByRole('list', { name: 'Wallets matching safe' }).getByRole('button', { name: 'Safe{Wallet}' }).click()
      await (await tab).waitForLoadState()
      const view = phone.page.getByRole('dialog', { name: 'Safe{Wallet}' })
      await view.getByText('Continue in Safe{Wallet}').waitFor()
      expect(await view.getByRole('img', { name: /^QR code/ }).count()).toBe(0)
      expect(opened).toHaveLength(1)
      const link = new URL(opened[0]!)
      expect(link.pathname).toBe('/wc')
      const uri = link.searchParams.get('uri')!
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      expect(await view.getByRole('link', { name: 'Open Safe{Wallet}' }).getAttribute('href')).toBe(opened[0])
      // The wallet app takes the URI from its link.
      await wallet.pair(uri)
      await phone.page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
      expect(outside).toEqual([])
      expect(phone.errors).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it('behavior: on a phone, a recommended wallet with an app link opens by its scheme, carrying a URI that pairs', async () => {
    const phone = await openDemo(env.browser, env.stack.urls.demo!, {
      isMobile: true,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    })
    try {
      await phone.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(phone.page).getByRole('button', { name: 'MetaMask' }).click()
      const view = phone.page.getByRole('dialog', { name: 'MetaMask' })
      await view.getByText('Continue in MetaMask').waitFor()
      // The page handed metamask://wc?uri=… to the phone; the same link stays on the button.
      const href = (await view.getByRole('link', { name: 'Open MetaMask' }).getAttribute('href'))!
      expect(href).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
      await wallet.pair(decodeURIComponent(href.slice('metamask://wc?uri='.length)))
      await phone.page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
      expect(phone.errors).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it('rule pairing expiry: with 10 s of the 4 minutes left, a fresh code replaces the old one', async () => {
    const timed = await openWatchedDemo({ beforeGoto: (context) => context.clock.install() })
    const first = await openQrView(timed.page)
    // As if the laptop slept: the clock jumps 3 min 51 s and due timers fire once.
    await timed.page.clock.fastForward('03:51')
    await dialog(timed.page).getByText('The code expired; a new one is ready.').waitFor({ state: 'attached' })
    const second = await copyLink(timed.page).getAttribute('value')
    expect(second).toMatch(/^wc:/)
    expect(second).not.toBe(first)
    // The fresh code pairs.
    await wallet.pair(second!)
    await timed.page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(timed.errors).toEqual([])
    await timed.close()
    expect(demo.errors).toEqual([])
    expect([...hosts].filter((host) => !['127.0.0.1', 'localhost'].includes(host))).toEqual([])
  })
})
