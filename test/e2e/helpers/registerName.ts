import { privateKeyToAccount } from 'viem/accounts'
import { registrationMessage } from '../../../plugins/names/registrationMessage.js'

/**
 * Registers `name` for the dev account of `privateKey` through the API, signed as the names
 * feature has a wallet sign it; `attributes` go in the signed text. Resolves the API's answer.
 */
export async function registerName(api: { url: string; projectId: string }, privateKey: `0x${string}`, name: string, attributes?: Record<string, string>): Promise<Response> {
  const account = privateKeyToAccount(privateKey)
  const message = registrationMessage({ name, address: account.address, ...(attributes && { attributes }) })
  return fetch(`${api.url}/v1/profile/account?projectId=${api.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: account.address, message, signature: await account.signMessage({ message }) }),
  })
}
