import { concat, createPublicClient, createTestClient, createWalletClient, encodeAbiParameters, getAddress, http, parseAbi, parseEther, type Abi, type Address, type Hex } from 'viem'
import type { CompiledContract } from '../compileContracts.js'
import { EvmDevnetError } from '../EvmDevnetError.js'
import { deterministicAddress, deterministicCalldata, deterministicDeployerCode } from './deterministicDeployer.js'
import { readSmartAccountArtifact } from './smartAccountArtifacts.js'
import { smartAccountAddresses } from '../../../../server/api/smartAccounts/smartAccountAddresses.js'

/** The ERC-4337 and EIP-7702 contracts on a local chain. */
export interface SmartAccountContracts {
  entryPoint07: Address
  entryPoint08: Address
  simpleAccountFactory07: Address
  simpleAccountFactory08: Address
  simple7702Account: Address
  /** The embedded wallet's ERC-1271 smart account implementation (EntryPoint v0.7) and its factory. */
  airlockAccount: Address
  airlockAccountFactory: Address
  /** The sample VerifyingPaymaster of release 0.7 (EntryPoint v0.7), with its deposit paid. */
  verifyingPaymaster: { address: Address; abi: Abi; entryPoint: Address; signer: Address }
}

/** Options of {@link deploySmartAccountContracts}. */
export interface DeploySmartAccountContractsOptions {
  url: string
  /** An unlocked account that sends the deployments and owns the paymaster. */
  deployer: Address
  /** The key whose signature the paymaster accepts as a sponsorship. */
  paymasterSigner: Address
  /** What the paymaster deposits in the EntryPoint to pay sponsored gas from; default 100 ETH. */
  paymasterDeposit?: bigint
  /** The compiled AirlockAccount and its factory (`compileContracts`). */
  compiled: Record<'AirlockAccount' | 'AirlockAccountFactory', CompiledContract>
}

// What deploying and funding the paymaster needs, typed for viem; its full ABI is the artifact's.
const paymasterSetupAbi = parseAbi(['constructor(address entryPoint, address verifyingSigner)', 'function deposit() payable'])
const zeroSalt: Hex = `0x${'00'.repeat(32)}`
// The salts of the canonical deployments: eth-infinitism's releases 0.7 and 0.8.
const entryPoint07Salt: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
const entryPoint08Salt: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/**
 * Places the deterministic deployer with `hardhat_setCode`, then deploys EntryPoint v0.7 and
 * v0.8, both SimpleAccountFactory releases and Simple7702Account through it from the
 * published artifacts, so each lands at its production address (checked before and after
 * sending), then the embedded wallet's AirlockAccount and its factory, compiled here. Finally deploys a VerifyingPaymaster for EntryPoint v0.7 and funds its deposit.
 */
export async function deploySmartAccountContracts(options: DeploySmartAccountContractsOptions): Promise<SmartAccountContracts> {
  const { url, deployer, paymasterSigner } = options
  const transport = http(url, { retryCount: 0 })
  const wallet = createWalletClient({ account: deployer, transport })
  // No chain: viem would otherwise ask the node for its chain id before every send.
  const noChain = { chain: null } as const
  const reader = createPublicClient({ transport })
  await createTestClient({ mode: 'hardhat', transport }).setCode({
    address: smartAccountAddresses.deterministicDeployer,
    bytecode: deterministicDeployerCode,
  })

  const [entryPoint07, entryPoint08, factory07, factory08, simple7702, paymaster] = await Promise.all([
    readSmartAccountArtifact('0.7', 'EntryPoint'),
    readSmartAccountArtifact('0.8', 'EntryPoint'),
    readSmartAccountArtifact('0.7', 'SimpleAccountFactory'),
    readSmartAccountArtifact('0.8', 'SimpleAccountFactory'),
    readSmartAccountArtifact('0.8', 'Simple7702Account'),
    readSmartAccountArtifact('0.7', 'VerifyingPaymaster'),
  ])
  const withAddress = (code: Hex, argument: Address) => concat([code, encodeAbiParameters([{ type: 'address' }], [argument])])
  const deployments = [
    { name: 'EntryPoint v0.7', expected: smartAccountAddresses.entryPoint07, salt: entryPoint07Salt, initCode: entryPoint07.bytecode },
    { name: 'EntryPoint v0.8', expected: smartAccountAddresses.entryPoint08, salt: entryPoint08Salt, initCode: entryPoint08.bytecode },
    {
      name: 'SimpleAccountFactory v0.7',
      expected: smartAccountAddresses.simpleAccountFactory07,
      salt: zeroSalt,
      initCode: withAddress(factory07.bytecode, smartAccountAddresses.entryPoint07),
    },
    {
      name: 'SimpleAccountFactory v0.8',
      expected: smartAccountAddresses.simpleAccountFactory08,
      salt: zeroSalt,
      initCode: withAddress(factory08.bytecode, smartAccountAddresses.entryPoint08),
    },
    { name: 'Simple7702Account', expected: smartAccountAddresses.simple7702Account, salt: zeroSalt, initCode: simple7702.bytecode },
    { name: 'AirlockAccount', expected: smartAccountAddresses.airlockAccount, salt: zeroSalt, initCode: options.compiled.AirlockAccount.bytecode },
    {
      name: 'AirlockAccountFactory',
      expected: smartAccountAddresses.airlockAccountFactory,
      salt: zeroSalt,
      initCode: withAddress(options.compiled.AirlockAccountFactory.bytecode, smartAccountAddresses.airlockAccount),
    },
  ]
  // In order: each factory's constructor calls its EntryPoint.
  for (const deployment of deployments) {
    if (deterministicAddress(deployment) !== deployment.expected) {
      throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', `${deployment.name} would not land at its production address.`, {
        details: deployment.name.startsWith('Airlock')
          ? `Expected ${deployment.expected}, got ${deterministicAddress(deployment)}: the contract's code changed (or solc's or Solady's version); update smartAccountAddresses.`
          : `Expected ${deployment.expected}, got ${deterministicAddress(deployment)}: the installed @account-abstraction/contracts artifacts differ from the release.`,
      })
    }
    await wallet.sendTransaction({ ...noChain, to: smartAccountAddresses.deterministicDeployer, data: deterministicCalldata(deployment) })
    const code = await reader.getCode({ address: deployment.expected })
    if (!code || code === '0x') {
      throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', `${deployment.name} was not deployed at ${deployment.expected}.`)
    }
  }

  const hash = await wallet.deployContract({
    ...noChain,
    abi: paymasterSetupAbi,
    bytecode: paymaster.bytecode,
    args: [smartAccountAddresses.entryPoint07, paymasterSigner],
  })
  const { contractAddress } = await reader.getTransactionReceipt({ hash })
  if (!contractAddress) throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', 'The VerifyingPaymaster was not deployed.')
  const address = getAddress(contractAddress)
  await wallet.writeContract({ ...noChain, address, abi: paymasterSetupAbi, functionName: 'deposit', value: options.paymasterDeposit ?? parseEther('100') })

  return {
    entryPoint07: smartAccountAddresses.entryPoint07,
    entryPoint08: smartAccountAddresses.entryPoint08,
    simpleAccountFactory07: smartAccountAddresses.simpleAccountFactory07,
    simpleAccountFactory08: smartAccountAddresses.simpleAccountFactory08,
    simple7702Account: smartAccountAddresses.simple7702Account,
    airlockAccount: smartAccountAddresses.airlockAccount,
    airlockAccountFactory: smartAccountAddresses.airlockAccountFactory,
    verifyingPaymaster: { address, abi: paymaster.abi, entryPoint: smartAccountAddresses.entryPoint07, signer: paymasterSigner },
  }
}
