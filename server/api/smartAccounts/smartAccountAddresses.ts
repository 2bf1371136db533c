import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'

/**
 * Where the ERC-4337 contracts live on every chain that has the canonical deployments:
 * the published `@account-abstraction/contracts` bytecode sent through the deterministic
 * deployer with the canonical salts. The local chains place them at the same addresses,
 * so code written against the local stack runs unchanged on a public network.
 */
export const smartAccountAddresses = {
  /** Arachnid's CREATE2 deployer, present on most public chains. */
  deterministicDeployer: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
  entryPoint07: entryPoint07Address,
  entryPoint08: entryPoint08Address,
  simpleAccountFactory07: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
  simpleAccountFactory08: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  /** The EIP-7702 delegation target for EOAs (EntryPoint v0.8). */
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  /**
   * The embedded wallet's smart account (`contracts/AirlockAccount.sol`, Solady's ERC-4337
   * account with ERC-1271) and its factory, deployed with a zero salt. Their addresses follow
   * from the compiled code alone, so a chain gets the same ones by sending the same code
   * through the deterministic deployer; a changed contract must change them here.
   */
  airlockAccount: '0xCc2b74dFB597DDc091844607678e6aDcE234B95F',
  airlockAccountFactory: '0x5518289993e96db62367aF10C8Df0f0F5eEd0501',
} as const satisfies Record<string, `0x${string}`>
