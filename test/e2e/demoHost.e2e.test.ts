import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { STRICT_CSP } from '../../local/stack/startDemoServer.js'
import { demoNftAbi } from '../../local/devnet/evm/demoNftAbi.js'
import { openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()
const shots = process.env['AIRLOCK_SCREENSHOTS']

describe('the demo host app', () => {
  it('behavior: "Get test funds" gives a fresh wallet ETH, DUSD and a PASS through the API faucet, then refuses a second helping', async () => {
    let address = '' as Address
    const demo = await openDemo(env.browser, env.stack.urls.demo!, {
      beforeGoto: async (context) => {
        const wallet = await installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 })
        address = wallet.address as Address
      },
    })
    const { page } = demo
    try {
      // Nothing to ask for before a wallet is connected.
      expect(await page.getByRole('button', { name: 'Get test funds' }).count()).toBe(0)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Get test funds' }).click()
      const status = page.getByTestId('test-funds-status')
      await status.filter({ hasText: 'Sent' }).waitFor()
      expect(await status.textContent()).toMatch(/^Sent 1 ETH, 1,000 DUSD and PASS #\d+ to your wallet\.$/)
      const tokenId = BigInt(/#(\d+)/.exec((await status.textContent())!)![1]!)
      const chain = createPublicClient({ transport: http(env.stack.evm.url) })
      expect(await chain.getBalance({ address })).toBe(parseEther('1'))
      expect(await chain.readContract({ address: env.stack.evm.contracts.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(parseUnits('1000', 6))
      expect(await chain.readContract({ address: env.stack.evm.contracts.nft.address, abi: demoNftAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(address)
      // The page's balance follows without a reload.
      await page.getByTestId('balance').filter({ hasText: /^1(\.0+)? ETH$/ }).waitFor()

      await page.getByRole('button', { name: 'Get test funds' }).click()
      await status.filter({ hasText: 'recently' }).waitFor()
      expect(await status.textContent()).toBe('Test funds were sent to this address recently; try again in 10 minutes. Try again later, or use another account.')
      expect(await chain.getBalance({ address })).toBe(parseEther('1'))
    } finally {
      await demo.close()
    }
  })

  it('rule steady layout: while the wallet registry is slow to answer, what follows the wallet list never moves, so Continue with Email opens the email form', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const demo = await openDemo(env.browser, env.stack.urls.demo!, {
      beforeGoto: async (context) => {
        await installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 })
        await context.route('**/getWallets?*', async (route) => {
          await answered
          await route.continue()
        })
      },
    })
    const { page } = demo
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      const email = dialog.getByRole('button', { name: 'Continue with Email' })
      await email.waitFor()
      const wallets = dialog.getByRole('group', { name: 'Wallets' })
      expect(await wallets.getAttribute('aria-busy')).toBe('true')
      // Measured once the modal has opened: while it grows into place, everything in it moves.
      await page.evaluate(async () => {
        const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
      })
      const before = await email.boundingBox()
      if (shots) await page.screenshot({ path: `${shots}/connect-registry-pending.png` })
      answer()
      await wallets.and(page.locator(':not([aria-busy])')).waitFor()
      expect(await dialog.locator('.airlock-list-pending').count()).toBe(0)
      if (shots) await page.screenshot({ path: `${shots}/connect-registry-answered.png` })
      expect(await email.boundingBox()).toEqual(before)
      await email.click()
      await dialog.getByRole('textbox', { name: /Email/ }).waitFor()
    } finally {
      answer()
      await demo.close()
    }
  })

  it('rule steady layout: at 320 px no view scrolls sideways, Account keeps its height across its tabs, focus lands on the account button and a network the wallet cannot serve is explained first', async () => {
    const demo = await openDemo(env.browser, env.stack.urls.demo!, {
      viewport: { width: 320, height: 720 },
      beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[3]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
    })
    const { page } = demo
    const dialog = page.getByRole('dialog')
    const back = () => dialog.getByRole('button', { name: 'Back', exact: true }).click()
    // Anything wider than its box that would scroll, in the page or the modal.
    const sideways = () => page.evaluate(() => {
      const wide = (e: Element) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)
      return [document.documentElement.scrollWidth > window.innerWidth ? 'page' : '', ...[...document.querySelectorAll('[role=dialog], [role=dialog] *')].filter(wide).map((e) => e.className)].filter(Boolean)
    })
    const seen: Record<string, string[]> = {}
    const look = async (name: string) => {
      if (shots) await page.screenshot({ path: `${shots}/steady-320-${name.replace(/\W+/g, '-')}.png` })
      return sideways()
    }
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
      seen['Connect'] = await look('Connect')
      await dialog.getByRole('button', { name: /All Wallets/ }).click()
      await dialog.getByRole('searchbox').waitFor()
      seen['All Wallets'] = await look('All Wallets')
      await back()
      await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await dialog.waitFor({ state: 'detached' })
      seen['page, connected'] = await look('page, connected')
      // Focus after connecting lands on the account button, which at 320 px shows the avatar alone.
      const accountButton = page.getByRole('button', { name: /^Account / })
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)).toMatch(/^Account 0x/)
      expect(await accountButton.locator('.airlock-avatar').isVisible()).toBe(true)
      expect(await accountButton.locator('.airlock-account-name').isVisible()).toBe(false)
      expect((await accountButton.boundingBox())!.width).toBeLessThanOrEqual(48)
      await page.getByRole('button', { name: /^Account / }).click()
      const heights: number[] = []
      for (const tab of ['Tokens', 'NFTs', 'Activity']) {
        await dialog.getByRole('tab', { name: tab }).click()
        await dialog.getByRole('tabpanel').locator('ul, [role=list], .airlock-empty, section').first().waitFor()
        heights.push(Math.round((await dialog.boundingBox())!.height))
        seen[`Account ${tab}`] = await look(`Account ${tab}`)
      }
      expect(new Set(heights).size).toBe(1)
      await dialog.getByRole('button', { name: /, switch network$/ }).click()
      await dialog.getByRole('group', { name: 'Networks' }).waitFor()
      seen['Networks'] = await look('Networks')
      // A Solana network with an EVM-only wallet: said before anything changes, the wallet kept.
      await dialog.getByRole('group', { name: 'Networks' }).getByRole('button', { name: /^Airlock Solana Devnet/ }).click()
      const notice = dialog.getByRole('alertdialog', { name: 'Airlock Test Wallet does not support Airlock Solana Devnet' })
      await notice.waitFor()
      seen['Networks, switch notice'] = await look('Networks, switch notice')
      await notice.getByRole('button', { name: 'Stay on the current network' }).click()
      await notice.waitFor({ state: 'detached' })
      await back()
      // Nothing changed: the EVM account is still connected, on its network.
      await dialog.getByRole('button', { name: 'Network Airlock Devnet, switch network' }).waitFor()
      expect(await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { status: string } } } } } }).airlock.chain.state.accounts.eip155?.status)).toBe('connected')
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await dialog.getByRole('textbox', { name: 'To' }).waitFor()
      seen['Send'] = await look('Send')
      await back()
      await dialog.getByRole('button', { name: 'Receive' }).click()
      await dialog.getByRole('img', { name: /QR code/ }).waitFor()
      seen['Receive'] = await look('Receive')
      expect(seen).toEqual({ Connect: [], 'All Wallets': [], 'page, connected': [], 'Account Tokens': [], 'Account NFTs': [], 'Account Activity': [], Networks: [], 'Networks, switch notice': [], Send: [], Receive: [] })
    } finally {
      await demo.close()
    }
  })

  it('behavior: ?theme=dark darkens the page as well as the modal', async () => {
    const demo = await openDemo(env.browser, `${env.stack.urls.demo!}?theme=dark`)
    try {
      const page = demo.page
      const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
      expect(await background()).toBe('rgb(11, 17, 32)')
      const light = await openDemo(env.browser, env.stack.urls.demo!)
      expect(await light.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(248, 250, 252)')
      await light.close()
    } finally {
      await demo.close()
    }
  })

  // A host with `script-src 'self'; style-src 'self'` (no 'unsafe-inline') links airlock/styles.css,
  // or allows nonced styles and passes the nonce in the config; either way the modal is styled.
  it.each(['strict', 'nonce'])('behavior: under a strict Content-Security-Policy (?csp=%s) the modal is laid out and styled, with no violation', async (mode) => {
    const response = await fetch(`${env.stack.urls.demo!}/?csp=${mode}`)
    const policy = response.headers.get('content-security-policy')!
    expect(policy.startsWith(STRICT_CSP)).toBe(true)
    expect(policy).not.toContain('unsafe-inline')
    const demo = await openDemo(env.browser, `${env.stack.urls.demo!}/?csp=${mode}`, {
      beforeGoto: (context) =>
        context.addInitScript(() => {
          const seen: string[] = []
          Object.assign(window, { cspViolations: seen })
          document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
        }),
    })
    const { page } = demo
    try {
      const button = page.getByRole('button', { name: 'Connect Wallet' })
      expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('999px')
      await button.click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-airlock-view]').waitFor()
      const laidOut = await dialog.evaluate((element) => {
        const style = getComputedStyle(element)
        const overlay = getComputedStyle(element.parentElement!)
        return {
          width: element.getBoundingClientRect().width,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          overlay: overlay.position,
          sheets: [...document.querySelectorAll('style[data-href]')].map((sheet) => ({ id: sheet.getAttribute('data-href'), nonced: Boolean((sheet as HTMLStyleElement).nonce) })),
        }
      })
      expect(laidOut).toMatchObject({ width: 360, radius: '20px', background: 'rgb(255, 255, 255)', overlay: 'fixed' })
      // Linked: no inline sheet at all; nonced: each inline sheet carries the nonce.
      if (mode === 'strict') expect(laidOut.sheets).toEqual([])
      else expect(laidOut.sheets.length > 0 && laidOut.sheets.every((sheet) => sheet.nonced)).toBe(true)
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
      expect(demo.errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])
    } finally {
      await demo.close()
    }
  })
})
