import { createAirlock, mainnet, type PermissionRequest } from 'airlock'
import { describe, expect, test, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'

const request: PermissionRequest = {
  chainId: '0x1',
  expiry: 2_000_000_000,
  signer: { type: 'account', data: { address: '0x000000000000000000000000000000000000a11c' } },
  permission: { type: 'native-token-periodic', data: { periodAmount: '0x2386f26fc10000', periodDuration: 86_400 } },
}

/** A kernel connected through a fake wallet whose EIP-1193 `request` answers as `answer` says. */
async function setup(answer: (method: string, params: unknown) => unknown) {
  const fake = createFakeAdapter()
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }) => answer(method, params))
  fake.adapter.provider = () => ({ request }) as never
  const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet] })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  return { controller: await airlock.plugins.api('permissions'), request }
}
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const outcome = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: { code: string; shortMessage: string }) => ({ code: error.code, message: error.shortMessage }))

describe('createPermissionsController', () => {
  test('default: a wallet that declares the permissions capability gets the request as it is, and its answer comes back', async () => {
    const granted = [{ ...request, context: '0x1234', signerMeta: { delegationManager: '0x0000000000000000000000000000000000000d1e' } }]
    const { controller, request: wallet } = await setup((method) =>
      method === 'wallet_getCapabilities' ? { '0x1': { permissions: { supported: true, permissionTypes: ['native-token-periodic'] } } } : method === 'wallet_grantPermissions' ? granted : null)
    expect(await controller.grant(request)).toEqual(granted)
    expect(wallet).toHaveBeenLastCalledWith({ method: 'wallet_grantPermissions', params: [request] })
  })

  test('error: a wallet that does not declare it (or cannot say) gets nothing, and the app hears "this wallet does not support permissions"', async () => {
    for (const capabilities of [() => ({ '0x1': { atomic: { status: 'supported' } } }), () => Promise.reject(rpcError(4200, 'Unsupported method'))]) {
      const { controller, request: wallet } = await setup((method) => (method === 'wallet_getCapabilities' ? capabilities() : null))
      expect(await outcome(controller.grant(request))).toEqual({ code: 'PERMISSIONS_UNSUPPORTED', message: 'This wallet does not support permissions' })
      expect(wallet.mock.calls.map(([call]) => call.method)).toEqual(['wallet_getCapabilities'])
    }
  })

  test('error: a wallet that says why it cannot (an account of the wrong kind) is heard in its own words', async () => {
    const { controller } = await setup((method) => (method === 'wallet_getCapabilities' ? { '0x1': { permissions: { supported: false, reason: 'This smart account cannot grant permissions; the regular account can' } } } : null))
    expect(await outcome(controller.grant(request))).toEqual({ code: 'PERMISSIONS_UNSUPPORTED', message: 'This smart account cannot grant permissions; the regular account can' })
  })

  test('error: declined in the wallet is PERMISSION_DECLINED; a 4200 at granting keeps the wallet’s reason', async () => {
    const supported = { '0x1': { permissions: { supported: true } } }
    const declined = await setup((method) => (method === 'wallet_getCapabilities' ? supported : Promise.reject(rpcError(4001, 'User rejected'))))
    expect(await outcome(declined.controller.grant(request))).toMatchObject({ code: 'PERMISSION_DECLINED' })
    const refused = await setup((method) => (method === 'wallet_getCapabilities' ? supported : Promise.reject(rpcError(4200, 'This network has no permission contracts (ERC-7710)'))))
    expect(await outcome(refused.controller.grant(request))).toEqual({ code: 'PERMISSIONS_UNSUPPORTED', message: 'This network has no permission contracts (ERC-7710)' })
  })
})
