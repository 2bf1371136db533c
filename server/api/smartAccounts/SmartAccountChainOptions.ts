import type { Address, Hex } from 'viem'
import type { DelegationFrameworkContracts } from '../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'

/** An ERC-4337 EntryPoint a chain serves, with the account factories built for it. */
export interface EntryPointOptions {
  version: '0.7' | '0.8'
  address: Address
  simpleAccountFactory: Address
  /**
   * The factory of the embedded wallet's smart account (AirlockAccount: ERC-4337 with
   * ERC-1271, EntryPoint v0.7). The embedded wallet offers smart accounts only through an
   * EntryPoint that names one.
   */
  accountFactory?: Address
}

/** This API's own sponsorship: it signs for a VerifyingPaymaster (release 0.7) on the chain. */
export interface VerifyingPaymasterOptions {
  kind: 'verifying'
  address: Address
  /** The EntryPoint the paymaster serves; only its user operations are sponsored. */
  entryPoint: Address
  /** The key the paymaster contract trusts (`verifyingSigner`). Never logged or sent. */
  signerPrivateKey: Hex
  /** How long a sponsorship stays valid, in seconds of the chain's time; default 180 (an unused one stops counting once the chain passes it). */
  validForSeconds?: number
}

/** Another ERC-7677 paymaster service: the API applies the project's policy, then forwards. */
export interface PaymasterServiceOptions {
  kind: 'service'
  /** The service's ERC-7677 JSON-RPC URL (may carry its API key: browsers never see it). */
  url: string
}

/** Smart accounts on one EVM chain: where user operations go and who may pay their gas. */
export interface SmartAccountChainOptions {
  /**
   * The ERC-4337 bundler's JSON-RPC URL. Browsers reach it only through `POST /v1/bundler`,
   * so it may carry a key. Without it the chain has no smart accounts (EIP-7702 may remain).
   */
  bundlerUrl?: string
  /** Default: the canonical EntryPoint v0.7 and v0.8 deployments and their factories. */
  entryPoints?: EntryPointOptions[]
  /**
   * The contract EOAs delegate to with EIP-7702 (Simple7702Account), or `false` on a chain
   * without EIP-7702; default the canonical Simple7702Account.
   */
  eip7702Delegate?: Address | false
  /**
   * The Delegation Framework (ERC-7710) that enforces the embedded wallet's permissions
   * (`wallet_grantPermissions`) on this chain: default MetaMask's production deployment where
   * `@metamask/delegation-deployments` lists the chain, none elsewhere; `false`: none.
   */
  permissions?: DelegationFrameworkContracts | false
  /** Gas sponsorship; absent: none on this chain. */
  paymaster?: VerifyingPaymasterOptions | PaymasterServiceOptions
}
