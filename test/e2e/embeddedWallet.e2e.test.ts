import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { bytesToHex, encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { pressApprove, expectSuccess, openFrameParent, requestApproved, type FrameParentPage } from './helpers/openFrameParent.js'
import { readInbox, signInWithEmail, signInWithEmailWhenAllowed, type EmailSignIn } from './helpers/signInWithEmail.js'
import { type BrowserMode, browserModes, frameKeeps } from './helpers/browserModes.js'
import { useFrameParentStack } from './helpers/useFrameParentStack.js'

// The fixture parent page on 127.0.0.1, another site than the wallet frame on localhost; the
// whole file runs in a profile that allows third-party storage and in a private window.
const env = useFrameParentStack()

let mode: BrowserMode
let parent: FrameParentPage
let email: string
let signedIn: EmailSignIn
let evmAddress: Address
let solanaAddress: string
const chainId = 'eip155:31337'

const ok = expectSuccess
const approved = (page: FrameParentPage, method: string, params: unknown, chain = chainId) => requestApproved(page, method, params, chain)

describe.each(browserModes)('$name', (current) => {
  beforeAll(async () => {
    mode = current
    keys = undefined
    parent = await openFrameParent(env.browser, env.stack, { parentUrl: env.parentUrl, context: await mode.open(env.browser) })
    email = `ada-${Date.now()}@example.com`
    signedIn = await signInWithEmail(env.stack, parent, email)
    evmAddress = signedIn.result.user.accounts.find((a) => a.namespace === 'eip155')!.address as Address
    solanaAddress = signedIn.result.user.accounts.find((a) => a.namespace === 'solana')!.address
  })
  afterAll(async () => {
    await parent?.context.close()
  })


  describe('embedded wallet: email sign-in through the frame', () => {
    it('default: a new email signs in with the code read from the local inbox and gets an EVM and a Solana address', () => {
      expect(signedIn.result.isNewUser).toBe(true)
      expect(signedIn.result.needsRecoveryPassword).toBe(false)
      expect(signedIn.deviceApproved).toBe(false)
      expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      expect(signedIn.result.user.address).toBe(evmAddress)
    })

    it('behavior: reloading the page keeps the session (READY says connected; GET_USER the same address)', async () => {
      await parent.page.reload()
      await parent.page.waitForFunction(() => 'frameParent' in window)
      const ready = await parent.page.evaluate(() => (window as any).frameParent.ready())
      expect(ready).toEqual({ protocol: 1, isConnected: true, storage: mode.storage })
      expect(ok(await parent.request('GET_USER', {})).user).toMatchObject({ email, address: evmAddress, chainId })
    })

    it('figures: email submitted → code in the inbox, and code submitted → addresses (median of 5 new emails, each in a fresh profile)', async () => {
      const runs = [signedIn]
      for (let i = 0; i < 4; i++) {
        const context = await mode.open(env.browser)
        try {
          const page = await openFrameParent(env.browser, env.stack, { parentUrl: env.parentUrl, context })
          runs.push(await signInWithEmail(env.stack, page, `figure-${i}-${Date.now()}@example.com`))
        } finally {
          await context.close()
        }
      }
      expect(runs.every((run) => run.result.isNewUser && run.result.user.accounts.length === 2)).toBe(true)
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
      const script = await fetch(`${env.stack.urls.frame}/frame.js`).then((r) => r.text())
      console.log(
        `[embedded wallet figures] email submitted → code in inbox: median ${median(runs.map((r) => r.codeMs)).toFixed(0)} ms ` +
          `(${runs.map((r) => r.codeMs.toFixed(0)).join(', ')}); code submitted → addresses: median ${median(runs.map((r) => r.addressesMs)).toFixed(0)} ms ` +
          `(${runs.map((r) => r.addressesMs.toFixed(0)).join(', ')}); frame script ${script.length} B, ${gzipSync(script).length} B gzip`,
      )
    })
  })

  describe('embedded wallet: signing in the frame', () => {
    const clients = () => createDevnetClients(env.stack.evm)
    const recipient = () => privateKeyToAccount(generatePrivateKey()).address

    it('default: personal_sign, after approval, verifies with viem', async () => {
      const { summary, result } = await approved(parent, 'personal_sign', [toHex('Sign in to Airlock'), evmAddress])
      expect(summary).toMatchObject({ kind: 'message', namespace: 'eip155', text: 'Sign in to Airlock', address: evmAddress })
      expect(await verifyMessage({ address: evmAddress, message: 'Sign in to Airlock', signature: result as Hex })).toBe(true)
    })

    it('default: eth_signTypedData_v4 verifies with viem', async () => {
      const typedData = {
        domain: { name: 'Airlock', version: '1', chainId: 31337 },
        types: {
          EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }],
          Note: [{ name: 'text', type: 'string' }],
        } as const,
        primaryType: 'Note' as const,
        message: { text: 'hello' },
      }
      const { summary, result } = await approved(parent, 'eth_signTypedData_v4', [evmAddress, JSON.stringify(typedData)])
      expect(summary).toMatchObject({ kind: 'typedData', primaryType: 'Note', message: { text: 'hello' } })
      expect(await verifyTypedData({ address: evmAddress, ...typedData, domain: { ...typedData.domain, chainId: 31337n }, signature: result as Hex })).toBe(true)
    })

    it('SPEC §6: a method needing approval is refused without one, and an approval serves exactly one call once', async () => {
      const params = [toHex('once'), evmAddress]
      expect(await parent.request('RPC_REQUEST', { chainId, method: 'personal_sign', params })).toMatchObject({ ok: false, code: 'approval_required' })
      const { approvalId } = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'personal_sign', params }))
      await pressApprove(parent, approvalId)
      expect(await parent.request('RPC_REQUEST', { chainId, method: 'personal_sign', params: [toHex('other'), evmAddress], approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      const again = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'personal_sign', params }))
      await pressApprove(parent, again.approvalId)
      expect((await parent.request('RPC_REQUEST', { chainId, method: 'personal_sign', params, approvalId: again.approvalId })).ok).toBe(true)
      expect(await parent.request('RPC_REQUEST', { chainId, method: 'personal_sign', params, approvalId: again.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      const rejected = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'personal_sign', params }))
      ok(await parent.request('CANCEL_APPROVAL', { approvalId: rejected.approvalId }))
      expect(await parent.request('RPC_REQUEST', { chainId, method: 'personal_sign', params, approvalId: rejected.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
    })

    it("SPEC §6: a method not allowed is refused with 'Requested RPC call is not allowed'; safe reads go straight through", async () => {
      for (const method of ['eth_sign', 'eth_signTransaction', 'hardhat_setBalance']) {
        expect(await parent.request('RPC_REQUEST', { chainId, method, params: [evmAddress, '0x00'] })).toMatchObject({ ok: false, code: 'rpc_not_allowed', message: 'Requested RPC call is not allowed', error: { rpcCode: 4200 } })
      }
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_accounts' })).result).toEqual([evmAddress])
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_chainId' })).result).toBe('0x7a69')
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_blockNumber' })).result).toMatch(/^0x[0-9a-f]+$/)
    })

    it('default: ETH is sent on the local chain after approval', async () => {
      const { publicClient, wallet } = clients()
      await publicClient.waitForTransactionReceipt({ hash: await wallet(1).sendTransaction({ to: evmAddress, value: parseEther('2') }) })
      const to = recipient()
      const value = toHex(parseEther('0.25'))
      const { summary, result } = await approved(parent, 'eth_sendTransaction', [{ from: evmAddress, to, value }])
      expect(summary).toMatchObject({ kind: 'evmTransactions', transactions: [{ from: evmAddress, to, value: parseEther('0.25').toString() }] })
      expect((await publicClient.waitForTransactionReceipt({ hash: result as Hex })).status).toBe('success')
      expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.25'))
    })

    it('default: DUSD (ERC-20) is sent after approval, and the approval summary decodes the transfer', async () => {
      const { publicClient, wallet } = clients()
      const token = env.stack.evm.contracts.token
      await publicClient.waitForTransactionReceipt({ hash: await wallet(1).writeContract({ ...token, functionName: 'transfer', args: [evmAddress, parseUnits('40', 6)] }) })
      const to = recipient()
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('12.5', 6)] })
      const { summary, result } = await approved(parent, 'eth_sendTransaction', [{ from: evmAddress, to: token.address, data }])
      expect(summary.transactions[0].erc20Transfer).toEqual({ token: token.address, to, amount: '12500000' })
      expect((await publicClient.waitForTransactionReceipt({ hash: result as Hex })).status).toBe('success')
      expect(await publicClient.readContract({ ...token, functionName: 'balanceOf', args: [to] })).toBe(parseUnits('12.5', 6))
    })

    it('behavior: wallet_sendCalls (EIP-5792) without atomicRequired sends the calls one after another and reports them as not atomic', async () => {
      const { publicClient } = clients()
      // The local chains have EIP-7702 (Simple7702Account): an EOA not yet delegated is 'ready'.
      // ERC-7715: the EOA can grant permissions here (its first grant upgrades it: 'ready').
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCapabilities', params: [evmAddress] })).result['0x7a69']).toMatchObject({ atomic: { status: 'ready' }, permissions: { supported: true, status: 'ready', permissionTypes: expect.arrayContaining(['native-token-periodic', 'erc20-token-periodic', 'contract-call']) } })
      const [a, b] = [recipient(), recipient()]
      const params = [{ version: '2.0.0', chainId: '0x7a69', from: evmAddress, atomicRequired: false, calls: [{ to: a, value: toHex(1000n) }, { to: b, value: toHex(2000n) }] }]
      const { summary, result } = await approved(parent, 'wallet_sendCalls', params)
      expect(summary.eip7702).toBeUndefined()
      let status: any
      do {
        status = ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCallsStatus', params: [result.id] })).result
      } while (status.status === 100)
      expect(status).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' })
      expect(status.receipts).toHaveLength(2)
      expect([await publicClient.getBalance({ address: a }), await publicClient.getBalance({ address: b })]).toEqual([1000n, 2000n])
    })

    it('behavior: wallet_sendCalls with atomicRequired runs the EOA\'s calls in one transaction through EIP-7702 (Simple7702Account), the delegation shown in the approval', async () => {
      const { publicClient } = clients()
      const simple7702Account = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
      const [a, b] = [recipient(), recipient()]
      const params = [{ version: '2.0.0', chainId: '0x7a69', from: evmAddress, atomicRequired: true, calls: [{ to: a, value: toHex(3000n) }, { to: b, value: toHex(4000n) }] }]
      const { summary, result } = await approved(parent, 'wallet_sendCalls', params)
      expect(summary.eip7702).toEqual({ contract: simple7702Account, delegates: true })
      expect(summary.transactions).toHaveLength(2)
      let status: any
      do {
        status = ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCallsStatus', params: [result.id] })).result
      } while (status.status === 100)
      expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
      expect(status.receipts).toHaveLength(1)
      expect((await publicClient.getTransaction({ hash: status.receipts[0].transactionHash })).type).toBe('eip7702')
      expect([await publicClient.getBalance({ address: a }), await publicClient.getBalance({ address: b })]).toEqual([3000n, 4000n])
      expect((await publicClient.getCode({ address: evmAddress }))?.toLowerCase()).toBe(`0xef0100${simple7702Account.slice(2)}`.toLowerCase())
      // The chain's batch delegate is one a grant may replace (shown in its approval): permissions stay 'ready'.
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCapabilities', params: [evmAddress] })).result['0x7a69']).toMatchObject({ atomic: { status: 'supported' }, permissions: { supported: true, status: 'ready' } })
      // Delegated already: the next batch runs atomically without a new authorization.
      const again = await approved(parent, 'wallet_sendCalls', [{ ...params[0], atomicRequired: false }])
      expect(again.summary.eip7702).toEqual({ contract: simple7702Account, delegates: false })
    })

    it('default: SOL is sent on local Solana after approval, and solana_signMessage verifies', async () => {
      const solanaChain = env.stack.solana.caipNetworkId
      const connection = new Connection(env.stack.solana.url, { commitment: 'confirmed', wsEndpoint: env.stack.solana.wsUrl })
      await connection.confirmTransaction(await connection.requestAirdrop(new PublicKey(solanaAddress), 2 * LAMPORTS_PER_SOL))
      const to = Keypair.generate().publicKey
      const { blockhash } = await connection.getLatestBlockhash()
      const tx = new Transaction({ feePayer: new PublicKey(solanaAddress), recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(solanaAddress), toPubkey: to, lamports: LAMPORTS_PER_SOL / 4 }))
      const transaction = tx.serialize({ requireAllSignatures: false }).toString('base64')
      const { summary, result } = await approved(parent, 'solana_signAndSendTransaction', { transaction }, solanaChain)
      expect(summary).toMatchObject({ kind: 'solanaTransactions', send: true, transactions: [{ instructions: [{ kind: 'systemTransfer', from: solanaAddress, to: to.toBase58(), lamports: String(LAMPORTS_PER_SOL / 4) }] }] })
      await connection.confirmTransaction(result.signature)
      expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4)

      const message = new TextEncoder().encode('Airlock on Solana')
      const signed = await approved(parent, 'solana_signMessage', { message: bs58.encode(message), pubkey: solanaAddress }, solanaChain)
      expect(signed.summary).toMatchObject({ kind: 'message', namespace: 'solana', text: 'Airlock on Solana' })
      expect(ed25519.verify(bs58.decode(signed.result.signature), message, bs58.decode(solanaAddress))).toBe(true)
    })
  })

  describe('embedded wallet: custody seen from the host page', () => {
    it('default: the export page (top-level, after a fresh code) reveals keys that control the two addresses', async () => {
      keys = await exportKeys()
      expect(privateKeyToAccount(keys.evm).address).toBe(evmAddress)
      expect(Keypair.fromSecretKey(bs58.decode(keys.solana)).publicKey.toBase58()).toBe(solanaAddress)
    })

    it('behavior: no key, share or session token appears in the host page’s storage, DOM or messages', async () => {
      keys ??= await exportKeys()
      // What the frame keeps, read as with the whole device (a private window: the page's sealed copy opened with the frame's cookie).
      const frameStorage = Object.fromEntries(await frameKeeps(parent.page, env.stack.urls.frame!, String(env.stack.demoConfig.projectId)))
      const token = Object.entries(frameStorage).find(([key]) => key.endsWith(':session'))![1]
      const deviceShares = Object.entries(frameStorage).filter(([key]) => key.includes(':shares:')).flatMap(([, value]) => Object.values(JSON.parse(value) as Record<string, { share: string }>).map((s) => s.share))
      expect(deviceShares).toHaveLength(2)
      const secrets = [keys.evm.slice(2).toLowerCase(), keys.solana, bytesToHex(bs58.decode(keys.solana).slice(0, 32)).slice(2), token, ...deviceShares]
      const host = await parent.page.evaluate(() => JSON.stringify({
        local: Object.entries(localStorage),
        session: Object.entries(sessionStorage),
        dom: document.documentElement.outerHTML,
        messages: (window as any).frameParent.received,
      }))
      for (const secret of secrets) expect(host.toLowerCase()).not.toContain(secret.toLowerCase())
      expect(host).toContain('SUCCESS')
    })

    it('behavior: sign-out ends the session in the frame; a reload stays signed out', async () => {
      ok(await parent.request('SIGN_OUT'))
      expect(ok(await parent.request('IS_CONNECTED')).isConnected).toBe(false)
      expect(await parent.request('RPC_REQUEST', { chainId, method: 'eth_accounts' })).toMatchObject({ ok: false, code: 'not_connected' })
      await parent.page.reload()
      await parent.page.waitForFunction(() => 'frameParent' in window)
      expect(await parent.page.evaluate(() => (window as any).frameParent.ready())).toMatchObject({ isConnected: false })
    })
  })

  describe('embedded wallet: a second device', () => {
    it('behavior: a fresh browser profile with the same email approves the device from the emailed link and recovers the same addresses', async () => {
      const other = await openFrameParent(env.browser, env.stack, { parentUrl: env.parentUrl, context: await mode.open(env.browser) })
      try {
        const again = await signInWithEmailWhenAllowed(env.stack, other, email)
        expect(again.deviceApproved).toBe(true)
        expect(again.result.isNewUser).toBe(false)
        expect(again.result.user.accounts).toEqual(signedIn.result.user.accounts)
        // The new device signs for the same account.
        const { result: signature } = await approved(other, 'personal_sign', [toHex('from the second device'), evmAddress])
        expect(await verifyMessage({ address: evmAddress, message: 'from the second device', signature })).toBe(true)
      } finally {
        await other.context.close()
      }
    })
  })

})

let keys: { evm: Hex; solana: string } | undefined

/**
 * Reveals the keys on the frame origin's export page, opened top-level in the same profile
 * with the signed-in session's ticket, as the modal opens it.
 */
async function exportKeys(): Promise<{ evm: Hex; solana: string }> {
  const page = await parent.context.newPage()
  try {
    const { ticket } = ok(await parent.request('GET_EXPORT_TICKET'))
    await page.goto(`${env.stack.urls.frame}/export?projectId=${env.stack.demoConfig.projectId}#ticket=${ticket}`)
    expect(new URL(page.url()).hash).toBe('')
    // The page mails its code as it opens; within 30 s of another email it says to wait, and Try again goes on.
    for (;;) {
      const outcome = await Promise.race([
        page.getByRole('heading', { name: 'Check your email' }).waitFor().then(() => 'sent'),
        page.getByRole('alert').filter({ hasText: /wait/ }).waitFor().then(() => 'wait'),
      ])
      if (outcome === 'sent') break
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await page.getByRole('button', { name: 'Try again' }).click()
    }
    const mail = await readInbox(env.stack, email, (m) => /export your wallet keys/.test(m.subject))
    // The sixth digit sends the code.
    await page.getByRole('textbox', { name: /code/ }).fill(mail.text.match(/\b(\d{6})\b/)![1]!)
    await page.getByRole('button', { name: 'Reveal private keys' }).click()
    const evm = (await page.locator('#evm-key').textContent()) as Hex
    const solana = (await page.locator('#solana-key').textContent())!
    await page.getByRole('button', { name: 'Hide keys' }).click()
    await page.getByRole('heading', { name: 'Keys hidden' }).waitFor()
    expect(await page.locator('#evm-key').count()).toBe(0)
    return { evm, solana }
  } finally {
    await page.close()
  }
}
