import { encodeDeployData, isErc6492Signature, keccak256, serializeErc6492Signature, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createSiwxMessage } from '../../plugins/siwx/messages/createSiwxMessage.js'
import { formatSiwxMessage } from '../../plugins/siwx/messages/formatSiwxMessage.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { compileContracts } from '../../local/devnet/evm/compileContracts.js'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { deterministicAddress, deterministicCalldata } from '../../local/devnet/evm/smartAccounts/deterministicDeployer.js'
import { smartAccountAddresses } from './smartAccounts/smartAccountAddresses.js'
import { startEvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { createApiClient, jsonBody } from './testing/createApiClient.js'
import { startApiServer } from './startApiServer.js'

const page = { domain: 'app.example.com', uri: 'https://app.example.com' }

// Smart-contract accounts sign in on chain: a counterfactual account by ERC-6492, a deployed
// one by ERC-1271, both checked by the API through the chain (viem's verifySiweMessage).
describe('Sign-in of smart-contract accounts on the local chain', { timeout: 60_000 }, () => {
  const bed = useStarted(
    async () => {
      const [devnet, contracts] = await Promise.all([startEvmDevnet({ port: 0 }), compileContracts()])
      const api = await startApiServer({ port: 0, onError: () => {}, indexer: false, evm: { rpcUrl: devnet.url, chainId: devnet.chainId }, projects: [{ id: 'siwx-sa', allowedOrigins: [page.uri] }] })
      return { devnet, api, contract: contracts.OwnerAccount, clients: createDevnetClients(devnet), call: createApiClient(api.url, 'siwx-sa') }
    },
    async ({ api, devnet }) => {
      await api.stop()
      await devnet.stop()
    },
    120_000,
  )
  /** An OwnerAccount for a fresh key, at its deterministic address, not deployed yet. */
  const newAccount = () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const initCode = encodeDeployData({ abi: bed.contract.abi, bytecode: bed.contract.bytecode, args: [owner.address] })
    const deployment = { salt: keccak256(toHex(owner.address)), initCode }
    return { owner, address: deterministicAddress(deployment), factoryData: deterministicCalldata(deployment) }
  }
  const message = async (address: string) => {
    const { nonce } = (await (await bed.call('/v1/siwx/nonce', { method: 'POST' })).json()) as { nonce: string }
    return formatSiwxMessage(createSiwxMessage({ chainId: `eip155:${bed.devnet.chainId}`, accountAddress: address }, { ...page, nonce }))
  }
  const open = (text: string, signature: Hex) => bed.call('/v1/siwx/sessions', jsonBody({ message: text, signature }))
  const counterfactual = (account: ReturnType<typeof newAccount>, signature: Hex) =>
    serializeErc6492Signature({ address: smartAccountAddresses.deterministicDeployer, data: account.factoryData, signature })

  test('default: a counterfactual account signs in with an ERC-6492 signature', async () => {
    const account = newAccount()
    expect(await bed.clients.publicClient.getCode({ address: account.address })).toBeUndefined()
    const text = await message(account.address)
    const signature = counterfactual(account, await account.owner.signMessage({ message: text }))
    expect(isErc6492Signature(signature)).toBe(true)
    const res = await open(text, signature)
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ address: account.address, chainId: `eip155:${bed.devnet.chainId}` })
    // Verifying deployed nothing: the check runs the deployment in a call.
    expect(await bed.clients.publicClient.getCode({ address: account.address })).toBeUndefined()
  })

  test('default: a deployed account signs in with an ERC-1271 signature', async () => {
    const account = newAccount()
    await bed.clients.publicClient.waitForTransactionReceipt({
      hash: await bed.clients.wallet(2).sendTransaction({ to: smartAccountAddresses.deterministicDeployer, data: account.factoryData }),
    })
    expect((await bed.clients.publicClient.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    const text = await message(account.address)
    expect((await open(text, await account.owner.signMessage({ message: text }))).status).toBe(201)
  })

  test('error: a signature by a key that does not own the account is refused with 401, deployed or not', async () => {
    const account = newAccount()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const text = await message(account.address)
    const forged = await open(text, counterfactual(account, await stranger.signMessage({ message: text })))
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ field: 'signature' })
    const plain = await open(await message(account.address), await stranger.signMessage({ message: text }))
    expect(plain.status).toBe(401)
  })
})
