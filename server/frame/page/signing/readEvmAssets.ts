import { numberToHex, parseUnits } from 'viem'
import type { SigningContext } from './SigningContext.js'

/**
 * EIP-7811 `wallet_getAssets` for the current chain, from the API's balances: the native
 * currency and each ERC-20 the account holds, amounts as hex in the token's smallest unit.
 */
export async function readEvmAssets(ctx: SigningContext, chainId: string, address: string) {
  const balances = await ctx.balances(address, chainId)
  const assets = balances.map((b) => ({
    address: b.address ? b.address.split(':')[2]! : 'native',
    balance: numberToHex(parseUnits(b.quantity.numeric, Number(b.quantity.decimals))),
    type: b.address ? 'erc20' : 'native',
    metadata: { name: b.name, symbol: b.symbol, decimals: Number(b.quantity.decimals) },
  }))
  return { [numberToHex(Number(chainId.split(':')[1]))]: assets }
}
