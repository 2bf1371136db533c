import { encodeFunctionData, type Hex } from 'viem'

// The one ERC-20 function a send needs; the full ABI would only add bytes.
const transferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * The calldata of an ERC-20 `transfer(to, value)`, with `value` in the token's base units.
 *
 * @example
 * erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_500_000n) // 1.5 of a 6-decimal token
 */
export function erc20TransferData(to: string, value: bigint): Hex {
  return encodeFunctionData({ abi: transferAbi, functionName: 'transfer', args: [to as `0x${string}`, value] })
}
