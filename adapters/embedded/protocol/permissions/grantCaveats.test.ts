import { encodeDelegations, hashDelegation } from '@metamask/delegation-core'
import { DelegationManager } from '@metamask/delegation-abis'
import { createWalletClient, encodeFunctionData, encodePacked, erc20Abi, http, pad, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useContractDevnet } from '../../../../local/devnet/evm/contracts/useContractDevnet.js'
import { delegationTypedData, rootDelegation, type Delegation } from './delegationTypedData.js'
import { grantCaveats, PermissionRequestError } from './grantCaveats.js'
import type { PermissionRequest } from 'airlock'

// Each permission type and each rule, redeemed on a local chain against the Delegation
// Framework's own contracts: what the wallet builds must be what the chain enforces.
describe('grantCaveats', () => {
  const started = useContractDevnet()
  const singleMode = pad('0x00', { size: 32 })
  let salt = 0n

  const setUp = async () => {
    const { devnet, clients } = started
    const { publicClient, wallet } = clients
    // Dev account 5 grants, with its EOA delegated to the framework's EIP7702StatelessDeleGator.
    const delegator = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const code = await publicClient.getCode({ address: delegator.address })
    if (!code?.startsWith('0xef0100')) {
      const client = wallet(5)
      const authorization = await client.signAuthorization({ contractAddress: devnet.permissions.eip7702DeleGator, executor: 'self' })
      await publicClient.waitForTransactionReceipt({ hash: await client.sendTransaction({ to: delegator.address, authorizationList: [authorization] }) })
    }
    return { devnet, publicClient, delegator, app: wallet(6), stranger: wallet(7) }
  }

  /** Signs a grant of `request` from dev account 5 to dev account 6 (the app's account), for this chain unless `signedFor` names another. */
  const grant = async (request: Omit<PermissionRequest, 'chainId' | 'signer' | 'expiry'> & { expiry?: number }, signedFor?: number) => {
    const { devnet, publicClient, delegator, app } = await setUp()
    const now = Number((await publicClient.getBlock()).timestamp)
    const full: PermissionRequest = { chainId: '0x7a69', expiry: now + 3600, signer: { type: 'account', data: { address: app.account.address } }, ...request }
    const unsigned = rootDelegation(delegator.address, app.account.address, grantCaveats(full, now, devnet.permissions.enforcers), ++salt)
    const signature = await delegator.signTypedData(delegationTypedData(unsigned, signedFor ?? devnet.chainId, devnet.permissions.delegationManager))
    const delegation: Delegation = { ...unsigned, signature }
    return { delegation, context: encodeDelegations([delegation]) as Hex }
  }

  /** The app redeems one call under the grant; resolves when it went through, rejects with the chain's reason. */
  const redeem = async (context: Hex, call: { to: Address; value?: bigint; data?: Hex }, by: 'app' | 'stranger' = 'app') => {
    const { devnet, publicClient, app, stranger } = await setUp()
    const client = by === 'app' ? app : stranger
    const execution = encodePacked(['address', 'uint256', 'bytes'], [call.to, call.value ?? 0n, call.data ?? '0x'])
    const request = { address: devnet.permissions.delegationManager, abi: DelegationManager, functionName: 'redeemDelegations', args: [[context], [singleMode], [execution]], account: client.account } as const
    await publicClient.simulateContract(request)
    await publicClient.waitForTransactionReceipt({ hash: await client.writeContract({ ...request, chain: client.chain }) })
  }

  const someone = (n: number) => pad(`0x${n.toString(16)}`, { size: 20 })
  const periodic = (periodAmount: bigint) => ({ type: 'native-token-periodic' as const, data: { periodAmount: `0x${periodAmount.toString(16)}` as Hex, periodDuration: 86_400 } })

  it('native-token-periodic: plain sends up to the amount per period go through; the next wei and any calldata are refused', async () => {
    const { publicClient } = await setUp()
    const { context } = await grant({ permission: periodic(parseEther('0.01')) })
    const payee = someone(0xa1)
    for (let i = 0; i < 10; i++) await redeem(context, { to: payee, value: parseEther('0.001') })
    expect(await publicClient.getBalance({ address: payee })).toBe(parseEther('0.01'))
    await expect(redeem(context, { to: payee, value: 1n })).rejects.toThrow(/NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded/)
    const fresh = await grant({ permission: periodic(parseEther('0.01')) })
    await expect(redeem(fresh.context, { to: payee, value: 1n, data: '0x1234' })).rejects.toThrow(/ExactCalldataEnforcer/)
  })

  it('native-token-periodic: only the app holding the grant may use it', async () => {
    const { context } = await grant({ permission: periodic(parseEther('0.01')) })
    await expect(redeem(context, { to: someone(0xa2), value: 1n }, 'stranger')).rejects.toThrow(/InvalidDelegate/)
  })

  it('erc20-token-periodic: transfers of that token up to the amount go through; more, another token or another function are refused', async () => {
    const { devnet, publicClient } = await setUp()
    const { token, gold } = devnet.contracts
    const { context } = await grant({ permission: { type: 'erc20-token-periodic', data: { tokenAddress: token.address, periodAmount: '0x' + (5_000_000n).toString(16) as Hex, periodDuration: 86_400 } } })
    const payee = someone(0xb1)
    const transfer = (amount: bigint, to = payee) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
    await redeem(context, { to: token.address, data: transfer(3_000_000n) })
    await redeem(context, { to: token.address, data: transfer(2_000_000n) })
    expect(await publicClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [payee] })).toBe(5_000_000n)
    await expect(redeem(context, { to: token.address, data: transfer(1n) })).rejects.toThrow(/ERC20PeriodTransferEnforcer:transfer-amount-exceeded/)
    const fresh = await grant({ permission: { type: 'erc20-token-periodic', data: { tokenAddress: token.address, periodAmount: '0x1000', periodDuration: 86_400 } } })
    await expect(redeem(fresh.context, { to: gold.address, data: transfer(1n) })).rejects.toThrow(/ERC20PeriodTransferEnforcer:invalid-contract/)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [payee, 1n] })
    await expect(redeem(fresh.context, { to: token.address, data: approve })).rejects.toThrow(/ERC20PeriodTransferEnforcer:invalid-method/)
  })

  it('contract-call: the named functions of the named contracts go through; another contract, another function or any value are refused', async () => {
    const { devnet } = await setUp()
    const { token, gold } = devnet.contracts
    const { context } = await grant({ permission: { type: 'contract-call', data: { contracts: [token.address], functions: ['approve(address,uint256)'] } } })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [someone(0xc1), 7n] })
    await redeem(context, { to: token.address, data: approve })
    await expect(redeem(context, { to: gold.address, data: approve })).rejects.toThrow(/AllowedTargetsEnforcer:target-address-not-allowed/)
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [someone(0xc1), 1n] })
    await expect(redeem(context, { to: token.address, data: transfer })).rejects.toThrow(/AllowedMethodsEnforcer:method-not-allowed/)
    await expect(redeem(context, { to: token.address, data: approve, value: 1n })).rejects.toThrow(/ValueLteEnforcer:value-too-high/)
  })

  it('payee: a native allowance pays only the named addresses; a token allowance only its one payee', async () => {
    const { devnet } = await setUp()
    const { token } = devnet.contracts
    const native = await grant({ permission: periodic(parseEther('1')), policies: [{ type: 'payee', data: { addresses: [someone(0xd1)] } }] })
    await redeem(native.context, { to: someone(0xd1), value: 1n })
    await expect(redeem(native.context, { to: someone(0xd2), value: 1n })).rejects.toThrow(/AllowedTargetsEnforcer:target-address-not-allowed/)
    const erc20 = await grant({ permission: { type: 'erc20-token-periodic', data: { tokenAddress: token.address, periodAmount: '0x1000', periodDuration: 86_400 } }, policies: [{ type: 'payee', data: { addresses: [someone(0xd1)] } }] })
    const transfer = (to: Address) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] })
    await redeem(erc20.context, { to: token.address, data: transfer(someone(0xd1)) })
    await expect(redeem(erc20.context, { to: token.address, data: transfer(someone(0xd2)) })).rejects.toThrow(/AllowedCalldataEnforcer:invalid-calldata/)
  })

  it('call-limit: the grant acts that many times, then no more', async () => {
    const { context } = await grant({ permission: periodic(parseEther('1')), policies: [{ type: 'call-limit', data: { count: 2 } }] })
    await redeem(context, { to: someone(0xe1), value: 1n })
    await redeem(context, { to: someone(0xe1), value: 1n })
    await expect(redeem(context, { to: someone(0xe1), value: 1n })).rejects.toThrow(/LimitedCallsEnforcer:limit-exceeded/)
  })

  it('revocation: a grant its delegator disabled is refused; no one else can disable it', async () => {
    const { devnet, publicClient } = await setUp()
    const { delegation, context } = await grant({ permission: periodic(parseEther('1')) })
    await redeem(context, { to: someone(0xf1), value: 1n })
    // Only the delegator may disable it: anyone else's disableDelegation reverts, and the grant still acts.
    const disable = { address: devnet.permissions.delegationManager, abi: DelegationManager, functionName: 'disableDelegation', args: [delegation] } as const
    await expect(publicClient.simulateContract({ ...disable, account: started.clients.wallet(7).account })).rejects.toThrow(/InvalidDelegator/)
    await redeem(context, { to: someone(0xf1), value: 1n })
    const client = started.clients.wallet(5)
    await publicClient.waitForTransactionReceipt({
      hash: await client.writeContract({ address: devnet.permissions.delegationManager, abi: DelegationManager, functionName: 'disableDelegation', args: [delegation] }),
    })
    expect(await publicClient.readContract({ address: devnet.permissions.delegationManager, abi: DelegationManager, functionName: 'disabledDelegations', args: [hashDelegation(delegation) as Hex] })).toBe(true)
    await expect(redeem(context, { to: someone(0xf1), value: 1n })).rejects.toThrow(/CannotUseADisabledDelegation/)
  })

  it('another chain: a grant signed for another chain (the same manager address there) is refused here, its signature naming that chain', async () => {
    const payee = someone(0xf3)
    const elsewhere = await grant({ permission: periodic(parseEther('1')) }, 1)
    await expect(redeem(elsewhere.context, { to: payee, value: 1n })).rejects.toThrow(/InvalidERC1271Signature/)
    const here = await grant({ permission: periodic(parseEther('1')) })
    await redeem(here.context, { to: payee, value: 1n })
  })

  it('expiry: once the chain passes it, the grant is refused (and a new period opens the allowance again before that)', async () => {
    const { publicClient } = await setUp()
    const now = Number((await publicClient.getBlock()).timestamp)
    const { context } = await grant({ permission: periodic(2n), expiry: now + 3 * 86_400 })
    await redeem(context, { to: someone(0xf2), value: 2n })
    await expect(redeem(context, { to: someone(0xf2), value: 1n })).rejects.toThrow(/transfer-amount-exceeded/)
    await publicClient.request({ method: 'evm_increaseTime' as never, params: [86_400] as never })
    await publicClient.request({ method: 'evm_mine' as never })
    await redeem(context, { to: someone(0xf2), value: 2n })
    await publicClient.request({ method: 'evm_increaseTime' as never, params: [3 * 86_400] as never })
    await publicClient.request({ method: 'evm_mine' as never })
    await expect(redeem(context, { to: someone(0xf2), value: 1n })).rejects.toThrow(/TimestampEnforcer:expired-delegation/)
  })

  it('error: what the enforcers could not hold to is refused before anything is signed, naming the field', () => {
    const enforcers = started.devnet.permissions.enforcers
    const base = { chainId: '0x7a69', expiry: 2_000_000_000, signer: { type: 'account', data: { address: someone(1) } } } as const
    expect(() => grantCaveats({ ...base, permission: periodic(0n) }, 1, enforcers)).toThrow(PermissionRequestError)
    expect(() => grantCaveats({ ...base, permission: { type: 'erc20-token-periodic', data: { tokenAddress: someone(2), periodAmount: '0x1', periodDuration: 1 } }, policies: [{ type: 'payee', data: { addresses: [someone(3), someone(4)] } }] }, 1, enforcers)).toThrow(/one payee/)
    expect(() => grantCaveats({ ...base, permission: { type: 'contract-call', data: { contracts: [someone(2)], functions: ['not a function'] } } }, 1, enforcers)).toThrow(/signature nor a selector/)
  })

  it('behavior: the chain runs the framework release the wallet was built for', async () => {
    const { devnet, publicClient } = await setUp()
    const read = (functionName: 'VERSION' | 'NAME') => publicClient.readContract({ address: devnet.permissions.delegationManager, abi: DelegationManager, functionName })
    expect(await read('NAME')).toBe('DelegationManager')
    expect(await read('VERSION')).toBe(devnet.permissions.version)
  })
})
