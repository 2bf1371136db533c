import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertErrorName } from '../revertErrorName.js'
import { useContractDevnet } from './useContractDevnet.js'

describe('DemoNft', () => {
  const env = useContractDevnet({ nftBaseUri: 'https://pass.example/meta/' })
  const address = (index: number) => env.devnet.accounts[index]!.address
  const ownerOf = (tokenId: bigint) =>
    env.clients.publicClient.readContract({ ...env.devnet.contracts.nft, functionName: 'ownerOf', args: [tokenId] })
  const tokenURI = (tokenId: bigint) =>
    env.clients.publicClient.readContract({ ...env.devnet.contracts.nft, functionName: 'tokenURI', args: [tokenId] })
  const getApproved = (tokenId: bigint) =>
    env.clients.publicClient.readContract({ ...env.devnet.contracts.nft, functionName: 'getApproved', args: [tokenId] })

  it('default', async () => {
    const nft = env.devnet.contracts.nft
    expect(await env.clients.publicClient.readContract({ ...nft, functionName: 'name' })).toBe('Airlock Pass')
    expect(await env.clients.publicClient.readContract({ ...nft, functionName: 'symbol' })).toBe('PASS')
    expect(await env.clients.publicClient.readContract({ ...nft, functionName: 'totalSupply' })).toBe(4n)
    expect(await Promise.all([1n, 2n, 3n, 4n].map((id) => ownerOf(id))))
      .toEqual([address(0), address(0), address(0), address(1)])
    expect(await tokenURI(2n)).toBe('https://pass.example/meta/2')
  })

  it('behavior: supports ERC-165, ERC-721 and ERC-721 Metadata, nothing else', async () => {
    const supports = (id: `0x${string}`) =>
      env.clients.publicClient.readContract({ ...env.devnet.contracts.nft, functionName: 'supportsInterface', args: [id] })
    expect(await Promise.all(['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'].map((id) => supports(id as `0x${string}`))))
      .toEqual([true, true, true])
    expect(await supports('0xffffffff')).toBe(false)
    expect(await supports('0x780e9d63')).toBe(false) // ERC-721 Enumerable is not implemented
  })

  it('behavior: transferFrom moves the pass and emits Transfer', async () => {
    const hash = await env.clients.wallet(1).writeContract({
      ...env.devnet.contracts.nft, functionName: 'transferFrom', args: [address(1), address(2), 4n],
    })
    const receipt = await env.clients.publicClient.getTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: env.devnet.contracts.nft.abi, eventName: 'Transfer', logs: receipt.logs })
    expect(event?.args).toEqual({ from: address(1), to: address(2), tokenId: 4n })
    expect(await ownerOf(4n)).toBe(address(2))
    expect(await tokenURI(4n)).toBe('https://pass.example/meta/4')
  })

  it('behavior: an approved address may safeTransferFrom to an account, and the approval clears', async () => {
    const nft = env.devnet.contracts.nft
    await env.clients.wallet(0).writeContract({ ...nft, functionName: 'approve', args: [address(3), 1n] })
    expect(await getApproved(1n)).toBe(address(3))
    await env.clients.wallet(3).writeContract({ ...nft, functionName: 'safeTransferFrom', args: [address(0), address(3), 1n] })
    expect(await ownerOf(1n)).toBe(address(3))
    expect(await getApproved(1n)).toBe('0x0000000000000000000000000000000000000000')
  })

  it('behavior: an operator set with setApprovalForAll may move any of the holder’s passes', async () => {
    const nft = env.devnet.contracts.nft
    await env.clients.wallet(0).writeContract({ ...nft, functionName: 'setApprovalForAll', args: [address(5), true] })
    const approved = await env.clients.publicClient.readContract({
      ...nft, functionName: 'isApprovedForAll', args: [address(0), address(5)],
    })
    expect(approved).toBe(true)
    await env.clients.wallet(5).writeContract({
      ...nft, functionName: 'safeTransferFrom', args: [address(0), address(6), 2n, '0x1234'],
    })
    expect(await ownerOf(2n)).toBe(address(6))
  })

  it('error: safeTransferFrom to a contract that does not accept passes reverts', async () => {
    // The token contract has no onERC721Received.
    const call = env.clients.wallet(0).writeContract({
      ...env.devnet.contracts.nft, functionName: 'safeTransferFrom', args: [address(0), env.devnet.contracts.token.address, 3n],
    })
    expect(await revertErrorName(call)).toBe('InvalidReceiver')
    expect(await ownerOf(3n)).toBe(address(0))
  })

  it('error: a stranger cannot move a pass, read a missing one, or change the base URI', async () => {
    const nft = env.devnet.contracts.nft
    const stranger = env.clients.wallet(7)
    const move = stranger.writeContract({ ...nft, functionName: 'transferFrom', args: [address(0), address(7), 3n] })
    expect(await revertErrorName(move)).toBe('NotAuthorized')
    expect(await revertErrorName(tokenURI(99n))).toBe('NonexistentToken')
    const rebase = stranger.writeContract({ ...nft, functionName: 'setBaseURI', args: ['https://elsewhere/'] })
    expect(await revertErrorName(rebase)).toBe('NotOwner')
  })
})
