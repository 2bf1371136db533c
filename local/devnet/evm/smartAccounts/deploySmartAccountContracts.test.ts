import { pad, parseAbi, parseEther, type Address } from 'viem'
import { entryPoint07Abi, entryPoint08Abi } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { useContractDevnet } from '../contracts/useContractDevnet.js'
import { smartAccountAddresses } from '../../../../server/api/smartAccounts/smartAccountAddresses.js'

const factoryAbi = parseAbi([
  'function accountImplementation() view returns (address)',
  'function senderCreator() view returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi(['function entryPoint() view returns (address)'])
const airlockFactoryAbi = parseAbi([
  'function implementation() view returns (address)',
  'function getAddress(bytes32 salt) view returns (address)',
  'function createAccount(address owner, bytes32 salt) payable returns (address)',
  'error SaltNotOwned()',
])
const airlockAccountAbi = parseAbi([
  'function owner() view returns (address)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
])
const entryPointSenderCreatorAbi = parseAbi(['function senderCreator() view returns (address)'])

describe('deploySmartAccountContracts', () => {
  const started = useContractDevnet()

  it('default: every contract sits at its production address', async () => {
    const { publicClient } = started.clients
    expect(started.devnet.smartAccounts).toMatchObject({
      entryPoint07: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      entryPoint08: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      simpleAccountFactory07: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
      simpleAccountFactory08: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
      simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
    })
    for (const address of Object.values(smartAccountAddresses)) {
      expect((await publicClient.getCode({ address }))?.length ?? 0).toBeGreaterThan(100)
    }
  })

  it('behavior: each factory and account is linked to its own EntryPoint', async () => {
    const { publicClient } = started.clients
    const read = publicClient.readContract
    const implementation07 = await read({ address: smartAccountAddresses.simpleAccountFactory07, abi: factoryAbi, functionName: 'accountImplementation' })
    const implementation08 = await read({ address: smartAccountAddresses.simpleAccountFactory08, abi: factoryAbi, functionName: 'accountImplementation' })
    expect(await read({ address: implementation07, abi: accountAbi, functionName: 'entryPoint' })).toBe(smartAccountAddresses.entryPoint07)
    expect(await read({ address: implementation08, abi: accountAbi, functionName: 'entryPoint' })).toBe(smartAccountAddresses.entryPoint08)
    expect(await read({ address: smartAccountAddresses.simple7702Account, abi: accountAbi, functionName: 'entryPoint' })).toBe(smartAccountAddresses.entryPoint08)
    // v0.8's factory only deploys when called by the EntryPoint's SenderCreator, which its
    // constructor created: copying runtime code instead of deploying would break this link.
    expect(await read({ address: smartAccountAddresses.simpleAccountFactory08, abi: factoryAbi, functionName: 'senderCreator' }))
      .toBe(await read({ address: smartAccountAddresses.entryPoint08, abi: entryPointSenderCreatorAbi, functionName: 'senderCreator' }))
    expect(await read({ address: smartAccountAddresses.entryPoint07, abi: entryPoint07Abi, functionName: 'getNonce', args: [started.devnet.accounts[0]!.address, 0n] })).toBe(0n)
    expect(await read({ address: smartAccountAddresses.entryPoint08, abi: entryPoint08Abi, functionName: 'getNonce', args: [started.devnet.accounts[0]!.address, 0n] })).toBe(0n)
  })

  it("behavior: the AirlockAccount factory deploys an owner's account at the address it predicts, owned by that owner and tied to EntryPoint v0.7; a salt that starts with another address is refused", async () => {
    const { publicClient, wallet } = started.clients
    const read = publicClient.readContract
    const [owner, stranger] = started.devnet.accounts.map((a) => a.address) as [Address, Address]
    const factory = { address: smartAccountAddresses.airlockAccountFactory, abi: airlockFactoryAbi } as const
    expect(await read({ ...factory, functionName: 'implementation' })).toBe(smartAccountAddresses.airlockAccount)
    expect(await read({ address: smartAccountAddresses.airlockAccount, abi: accountAbi, functionName: 'entryPoint' })).toBe(smartAccountAddresses.entryPoint07)

    const salt = pad(owner, { dir: 'right', size: 32 })
    const predicted = await read({ ...factory, functionName: 'getAddress', args: [salt] })
    await expect(publicClient.simulateContract({ ...factory, account: stranger, functionName: 'createAccount', args: [stranger, salt] })).rejects.toThrow(/SaltNotOwned/)
    // Anyone may deploy the owner's account; it is still the owner's.
    await publicClient.waitForTransactionReceipt({ hash: await wallet(1).writeContract({ ...factory, functionName: 'createAccount', args: [owner, salt] }) })
    expect(await read({ address: predicted, abi: airlockAccountAbi, functionName: 'owner' })).toBe(owner)
    const [, name, version, chainId, verifyingContract] = await read({ address: predicted, abi: airlockAccountAbi, functionName: 'eip712Domain' })
    expect({ name, version, chainId, verifyingContract }).toEqual({ name: 'AirlockAccount', version: '1', chainId: 31337n, verifyingContract: predicted })
  })

  it('behavior: the paymaster trusts the signer operator and holds a 100 ETH deposit', async () => {
    const { publicClient } = started.clients
    const { verifyingPaymaster } = started.devnet.smartAccounts
    const read = <T>(functionName: string) =>
      publicClient.readContract({ address: verifyingPaymaster.address, abi: verifyingPaymaster.abi, functionName }) as Promise<T>
    expect(await read('verifyingSigner')).toBe(started.devnet.operators.paymasterSigner.address)
    expect(await read('owner')).toBe(started.devnet.operators.deployer.address)
    expect(await read('entryPoint')).toBe(smartAccountAddresses.entryPoint07)
    expect(await read('getDeposit')).toBe(parseEther('100'))
  })

  it('behavior: the operators are not among the ten dev accounts', () => {
    const people = new Set(started.devnet.accounts.map((a) => a.address))
    expect(started.devnet.accounts).toHaveLength(10)
    for (const operator of Object.values(started.devnet.operators)) expect(people.has(operator.address)).toBe(false)
  })
})
