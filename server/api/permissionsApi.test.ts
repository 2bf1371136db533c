import { randomBytes } from 'node:crypto'
import { DelegationManager } from '@metamask/delegation-abis'
import { encodeDelegations, hashDelegation } from '@metamask/delegation-core'
import { bytesToHex, createWalletClient, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { delegationTypedData, rootDelegation } from '../../adapters/embedded/protocol/permissions/delegationTypedData.js'
import { grantCaveats } from '../../adapters/embedded/protocol/permissions/grantCaveats.js'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { startEvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { startMailServer } from '../../local/mail/startMailServer.js'
import { localSmartAccounts } from '../../local/stack/localSmartAccounts.js'
import type { PermissionRequest } from '../../services/permissions/PermissionRequest.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { fromBase64Url } from '../frame/custody/base64url.js'
import { createRecoveryKey } from '../frame/custody/recoverySuite.js'
import { rebuildKey } from '../frame/custody/rebuildKey.js'
import type { BackendError } from '../frame/page/backend/BackendError.js'
import { createBackendClient } from '../frame/page/backend/createBackendClient.js'
import { createWalletKeys } from '../frame/page/custody/createWalletKeys.js'
import { operatorSealer } from '../frame/page/custody/RecoverySealer.js'
import { startApiServer } from './startApiServer.js'
import { TEST_FRAME_ORIGIN } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'

const APP = 'http://localhost:5173'
const APP_SIGNER = '0x000000000000000000000000000000000000a11c' as Address
let emails = 0
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)

// The grants index as an attacker meets it: signed-in users who report grants that are not
// theirs, signed for another chain, or revoke what is another's. The chain is the judge.
describe.each(testBackends())('permission grants in the API over $name', { timeout: 60_000 }, (backend) => {
  const t = useStarted(async () => {
    const devnet = await startEvmDevnet({ port: 0 })
    const mail = await startMailServer({ port: 0, smtpPort: 0 })
    const recoveryKey = createRecoveryKey()
    const projectId = `perm-${Math.random().toString(36).slice(2, 8)}`
    const roomy = { limit: 1000, windowSeconds: 60 }
    const api = await startApiServer({
      port: 0,
      databaseUrl: backend.databaseUrl,
      onError: () => {},
      indexer: false,
      projects: [{ id: projectId, name: 'Demo', allowedOrigins: [APP] }],
      rateLimits: { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy },
      // The routes here never reach the bundler; the URL only completes the chain's settings.
      evm: { rpcUrl: devnet.url, chainId: devnet.chainId, smartAccounts: localSmartAccounts(devnet, 'http://127.0.0.1:9/') },
      embedded: { frameOrigins: [TEST_FRAME_ORIGIN], recoveryKey: recoveryKey.privateKey, mail: { smtpUrl: mail.smtpUrl, from: 'Airlock <no-reply@airlock.test>' } },
    })
    const stop = async () => { await api.stop(); await mail.stop(); await devnet.stop() }
    return { devnet, mail, api, projectId, clients: createDevnetClients(devnet), stop }
  }, (s) => s.stop(), 120_000)

  /** A person signed up by email as the frame does it, with the EVM key the frame would rebuild (to sign grants as they would). */
  async function signUp() {
    const email = `perm${++emails}-${Math.random().toString(36).slice(2, 7)}@example.com`
    const state = { token: undefined as string | undefined, deviceId: randomBytes(32).toString('base64url') }
    const client = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => state.token })
    await client.startEmail(email, state.deviceId)
    const code = (await t.mail.inbox.waitFor(email, (m) => /sign-in code/.test(m.subject))).text.match(/\b(\d{6})\b/)![1]!
    state.token = (await client.verifyEmail(email, code, state.deviceId)).token
    const wallet = await createWalletKeys(operatorSealer((await client.config()).recoveryPublicKey))
    await client.createWallet(wallet.accounts)
    const share = (await client.deviceShares()).shares.find((s) => s.namespace === 'eip155')!
    const secret = await rebuildKey('eip155', [fromBase64Url(wallet.device.eip155!.share), fromBase64Url(share.authShare)], share.address)
    return { client, account: privateKeyToAccount(bytesToHex(secret)) }
  }
  type Person = Awaited<ReturnType<typeof signUp>>

  /** A native allowance from `person` to the app's signer, signed for `signedFor` (this chain unless told). */
  async function grant(person: Person, signedFor = t.devnet.chainId) {
    const now = Number((await t.clients.publicClient.getBlock()).timestamp)
    const request: PermissionRequest = {
      chainId: `0x${t.devnet.chainId.toString(16)}`,
      address: person.account.address,
      expiry: now + 3600,
      signer: { type: 'account', data: { address: APP_SIGNER } },
      permission: { type: 'native-token-periodic', data: { periodAmount: `0x${parseEther('0.01').toString(16)}`, periodDuration: 86_400, startTime: now } },
    }
    const unsigned = rootDelegation(person.account.address, APP_SIGNER, grantCaveats(request, now, t.devnet.permissions.enforcers), BigInt(now))
    const signature = await person.account.signTypedData(delegationTypedData(unsigned, signedFor, t.devnet.permissions.delegationManager))
    const delegation = { ...unsigned, signature }
    return { request, delegation, context: encodeDelegations([delegation]) as Hex, hash: (hashDelegation(delegation) as Hex).toLowerCase() }
  }
  const chainId = () => `eip155:${t.devnet.chainId}`

  test('default: a person’s own grant is recorded and listed to them alone, its allowance read from the chain', async () => {
    const alice = await signUp()
    const bob = await signUp()
    const { request, context, hash } = await grant(alice)
    expect(await alice.client.recordPermissions({ chainId: chainId(), appOrigin: APP, grants: [{ request, context }] })).toEqual({ recorded: [hash] })
    const { grants } = await alice.client.listPermissions()
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({ chainId: chainId(), delegationHash: hash, app: APP, delegate: APP_SIGNER, revoked: false, allowance: { left: parseEther('0.01').toString(), used: '0' } })
    expect((await bob.client.listPermissions()).grants).toEqual([])
  })

  test('error: a grant made by another person’s account, signed for another chain, for an origin not the project’s, or on another chain than the body’s is refused (400) and not listed', async () => {
    const alice = await signUp()
    const bob = await signUp()
    const alices = await grant(alice)
    const stolen = await failure(bob.client.recordPermissions({ chainId: chainId(), appOrigin: APP, grants: [{ request: alices.request, context: alices.context }] }))
    expect(stolen).toMatchObject({ status: 400, message: expect.stringMatching(/not this account’s/) })
    // The same request with Bob's address in it: still Alice's delegation, still refused.
    const relabelled = await failure(bob.client.recordPermissions({ chainId: chainId(), appOrigin: APP, grants: [{ request: { ...alices.request, address: bob.account.address }, context: alices.context }] }))
    expect(relabelled).toMatchObject({ status: 400 })
    const replayed = await grant(alice, 1)
    expect(await failure(alice.client.recordPermissions({ chainId: chainId(), appOrigin: APP, grants: [{ request: replayed.request, context: replayed.context }] }))).toMatchObject({ status: 400, message: expect.stringMatching(/not signed by this account/) })
    expect(await failure(alice.client.recordPermissions({ chainId: chainId(), appOrigin: 'https://evil.example', grants: [{ request: alices.request, context: alices.context }] }))).toMatchObject({ status: 400 })
    expect(await failure(alice.client.recordPermissions({ chainId: 'eip155:1', appOrigin: APP, grants: [{ request: alices.request, context: alices.context }] }))).toMatchObject({ status: 400, message: expect.stringMatching(/no permissions/) })
    expect((await bob.client.listPermissions()).grants).toEqual([])
    expect((await alice.client.listPermissions()).grants).toEqual([])
  })

  test('error: another person’s grant cannot be marked revoked (404), nor one the chain does not show revoked (409); once its delegator disables it on chain, it is', async () => {
    const alice = await signUp()
    const bob = await signUp()
    const { request, context, delegation, hash } = await grant(alice)
    await alice.client.recordPermissions({ chainId: chainId(), appOrigin: APP, grants: [{ request, context }] })
    expect(await failure(bob.client.permissionRevoked(chainId(), hash))).toMatchObject({ status: 404 })
    expect(await failure(alice.client.permissionRevoked(chainId(), hash))).toMatchObject({ status: 409 })
    expect((await alice.client.listPermissions()).grants).toHaveLength(1)
    // Bob's account cannot disable it on chain either; Alice's can.
    const { publicClient, wallet } = t.clients
    const disable = { address: t.devnet.permissions.delegationManager, abi: DelegationManager, functionName: 'disableDelegation', args: [delegation] } as const
    await expect(publicClient.simulateContract({ ...disable, account: bob.account })).rejects.toThrow(/InvalidDelegator/)
    await publicClient.waitForTransactionReceipt({ hash: await wallet(2).sendTransaction({ to: alice.account.address, value: parseEther('0.1') }) })
    const { request: tx } = await publicClient.simulateContract({ ...disable, account: alice.account })
    const signer = createWalletClient({ account: alice.account, chain: t.clients.chain, transport: http(t.devnet.url) })
    await publicClient.waitForTransactionReceipt({ hash: await signer.writeContract(tx) })
    expect(await alice.client.permissionRevoked(chainId(), hash)).toEqual({ revoked: true })
    expect((await alice.client.listPermissions()).grants).toEqual([])
  })

  test('error: malformed bodies are refused with 400 naming the field, never 500', async () => {
    const alice = await signUp()
    const { request, context } = await grant(alice)
    const bodies: unknown[] = [
      { chainId: chainId(), appOrigin: APP, grants: [] },
      { chainId: chainId(), appOrigin: APP, grants: [{ request, context: '0x1234' }] },
      { chainId: chainId(), appOrigin: APP, grants: [{ request: { ...request, expiry: 'soon' }, context }] },
      { chainId: chainId(), appOrigin: APP, grants: [{ request: { ...request, permission: { type: 'unknown', data: {} } }, context }] },
      { chainId: 'eip155:\0', appOrigin: APP, grants: [{ request, context }] },
      { chainId: chainId(), appOrigin: APP, grants: [{ request, context: 'zz' }], extra: 1 },
    ]
    for (const body of bodies) {
      const error = await failure(alice.client.recordPermissions(body as never))
      expect(error?.status, JSON.stringify(body).slice(0, 120)).toBe(400)
    }
    expect(await failure(alice.client.permissionRevoked(chainId(), '0x12'))).toMatchObject({ status: 400 })
  })
})
