import { encodeDelegations } from '@metamask/delegation-core'
import type { PermissionResponse } from 'airlock'
import { parseEther, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { delegationTypedData, grantCaveats, rootDelegation } from '../../test/helpers/permissionGrants.js'
import { startBundler } from '../../local/bundler/startBundler.js'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { startEvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { checkCalls } from './checkCalls.js'
import type { PermissionNetwork } from './permissionNetworks.js'
import { publicClientOf, readGrantOnChain } from './readGrantOnChain.js'
import { openAppAccount, sendUnderGrant } from './sendUnderGrant.js'

// The app's side on a local chain with the real alto bundler: its own account (made from its
// key alone) redeems a grant through the bundler, and what the check and the chain refuse.
describe('sendUnderGrant', { timeout: 120_000 }, () => {
  const started = useStarted(async () => {
    const devnet = await startEvmDevnet({ port: 0 })
    const bundler = await startBundler({
      rpcUrl: devnet.url,
      entryPoints: [devnet.smartAccounts.entryPoint07],
      executorPrivateKey: devnet.operators.bundlerExecutor.privateKey,
      utilityPrivateKey: devnet.operators.bundlerUtility.privateKey,
      port: 0,
    })
    return { devnet, bundler }
  }, async ({ devnet, bundler }) => {
    await bundler.stop()
    await devnet.stop()
  }, 120_000)

  const network = (): PermissionNetwork => ({
    caipNetworkId: `eip155:${started.devnet.chainId}`,
    bundlerUrl: started.bundler.url,
    entryPoint: { address: started.devnet.smartAccounts.entryPoint07, accountFactory: started.devnet.smartAccounts.airlockAccountFactory },
    framework: started.devnet.permissions,
  })

  /** Dev account 3, upgraded to the framework's account code, grants 0.005 ETH a day to `jar` to the app's account of `key`. */
  const grant = async (key: Hex, jar: `0x${string}`): Promise<PermissionResponse> => {
    const { devnet } = started
    const { publicClient, wallet } = createDevnetClients(devnet)
    const person = wallet(3)
    if (!(await publicClient.getCode({ address: person.account.address }))?.startsWith('0xef0100')) {
      const authorization = await person.signAuthorization({ contractAddress: devnet.permissions.eip7702DeleGator, executor: 'self' })
      await publicClient.waitForTransactionReceipt({ hash: await person.sendTransaction({ to: person.account.address, authorizationList: [authorization] }) })
    }
    const app = await openAppAccount(network(), devnet.url, key)
    await publicClient.waitForTransactionReceipt({ hash: await wallet(4).sendTransaction({ to: app.address, value: parseEther('1') }) })
    const now = Number((await publicClient.getBlock()).timestamp)
    const request = {
      chainId: toHex(devnet.chainId), address: person.account.address, expiry: now + 3600,
      signer: { type: 'account' as const, data: { address: app.address } },
      permission: { type: 'native-token-periodic' as const, data: { periodAmount: toHex(parseEther('0.005')), periodDuration: 86_400, startTime: now } },
      policies: [{ type: 'payee' as const, data: { addresses: [jar] } }],
    }
    const unsigned = rootDelegation(person.account.address, app.address, grantCaveats(request, now, devnet.permissions.enforcers), 7n)
    const signature = await privateKeyToAccount(devnet.accounts[3]!.privateKey).signTypedData(delegationTypedData(unsigned, devnet.chainId, devnet.permissions.delegationManager))
    return { ...request, context: encodeDelegations([{ ...unsigned, signature }]) as Hex, signerMeta: { delegationManager: devnet.permissions.delegationManager } }
  }

  it('default: the app’s own account redeems the grant through the bundler; the check then refuses what is over the allowance, and the chain refuses it too', async () => {
    const { devnet } = started
    const { publicClient } = createDevnetClients(devnet)
    const key = generatePrivateKey()
    const jar = privateKeyToAccount(generatePrivateKey()).address
    const permission = await grant(key, jar)
    const sent = await sendUnderGrant({ network: network(), rpcUrl: devnet.url, permission, calls: [{ to: jar, value: parseEther('0.002') }, { to: jar, value: parseEther('0.002') }], key })
    expect(sent.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await publicClient.getBalance({ address: jar })).toBe(parseEther('0.004'))
    const onChain = await readGrantOnChain(publicClientOf(devnet.url), network(), permission)
    expect(onChain.allowance).toMatchObject({ left: parseEther('0.001'), periodAmount: parseEther('0.005') })
    expect(() => checkCalls(permission, onChain, [{ to: jar, value: parseEther('0.002') }], String)).toThrow(expect.objectContaining({ code: 'PERMISSION_EXCEEDED' }))
    expect(() => checkCalls(permission, onChain, [{ to: devnet.accounts[1]!.address, value: 1n }], String)).toThrow(expect.objectContaining({ code: 'PERMISSION_NOT_ALLOWED' }))
    await expect(sendUnderGrant({ network: network(), rpcUrl: devnet.url, permission, calls: [{ to: jar, value: parseEther('0.002') }], key })).rejects.toMatchObject({ code: 'PERMISSION_FAILED', details: expect.stringMatching(/transfer-amount-exceeded/) })
    expect(await publicClient.getBalance({ address: jar })).toBe(parseEther('0.004'))
  })

  it('error: another key than the grant’s signer is refused before anything is sent', async () => {
    const permission = await grant(generatePrivateKey(), privateKeyToAccount(generatePrivateKey()).address)
    await expect(sendUnderGrant({ network: network(), rpcUrl: started.devnet.url, permission, calls: [{ to: permission.signer.data.address, value: 1n }], key: generatePrivateKey() }))
      .rejects.toMatchObject({ code: 'PERMISSION_INVALID' })
  })
})
