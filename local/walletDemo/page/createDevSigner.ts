import { createWalletClient, getAddress, hexToBigInt, http, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletDemoConfig } from '../WalletDemoConfig.js'

/** An error shaped like a wallet's (EIP-1193 `code`), sent back to the app as the request's error. */
const refusal = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * The demo wallet's keys: answers the requests a person approved, signing with the stack's
 * dev key and sending through the RPC URL of the chain each request names.
 */
export function createDevSigner(config: Pick<WalletDemoConfig, 'privateKey' | 'chains'>) {
  const account = privateKeyToAccount(config.privateKey)
  let chainId = config.chains[0]!.id
  const chainOf = (id: number) => config.chains.find((chain) => chain.id === id)

  return {
    address: account.address,
    /** The chain the wallet shows as selected; follows approved switches. */
    get chainId() {
      return chainId
    },
    chainName: (id: number) => chainOf(id)?.name ?? `Chain ${id}`,
    /** Answers an approved request for `caipChainId` (`eip155:31337`); rejects with a coded error. */
    async answer(method: string, params: unknown, caipChainId: string): Promise<unknown> {
      const list = Array.isArray(params) ? params : []
      if (method === 'personal_sign') {
        const message = list[0]
        return account.signMessage({ message: typeof message === 'string' && isHex(message) ? { raw: message } : String(message) })
      }
      if (method === 'wallet_switchEthereumChain') {
        const target = Number((list[0] as { chainId?: unknown } | undefined)?.chainId)
        if (!chainOf(target)) throw refusal(4902, `The demo wallet does not know chain ${target}`)
        chainId = target
        return null
      }
      if (method === 'eth_sendTransaction') {
        const chain = chainOf(Number(caipChainId.split(':')[1]))
        if (!chain) throw refusal(4901, `The demo wallet is not on ${caipChainId}`)
        const { to, value, data, gas } = (list[0] ?? {}) as Record<string, Hex | undefined>
        const client = createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) })
        return client.sendTransaction({
          chain: null,
          ...(to && { to: getAddress(to) }),
          ...(value && { value: hexToBigInt(value) }),
          ...(data && { data }),
          ...(gas && { gas: hexToBigInt(gas) }),
        })
      }
      throw refusal(4200, `The demo wallet does not answer ${method}`)
    },
  }
}

/** The demo wallet's signer. */
export type DevSigner = ReturnType<typeof createDevSigner>
