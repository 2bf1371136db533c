import { readSocialProvidersEnv } from '../social/readSocialProvidersEnv.js'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { smartAccountAddresses } from './smartAccounts/smartAccountAddresses.js'
import type { SmartAccountChainOptions } from './smartAccounts/SmartAccountChainOptions.js'
import { defaultApiRateLimits, type ApiRateLimits } from './http/ApiRateLimits.js'
import { parseEnv } from '../env/parseEnv.js'
import type { ApiServerOptions } from './startApiServer.js'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an 0x address')
const addressList = z.string().transform((text) => text.split(',').map((a) => a.trim()).filter(Boolean))
  .pipe(z.array(address.transform((a) => a as `0x${string}`)))
const projects = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected JSON' })
    return z.NEVER
  }
}).pipe(z.array(z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(200).optional(),
  allowedOrigins: z.array(z.string()),
  developmentAncestors: z.boolean().optional(),
  hostApprovals: z.boolean().optional(),
  analyticsEnabled: z.boolean().optional(),
  paymasterServices: z.array(z.string().url()).optional(),
  sponsorship: z.array(z.object({
    chainId: z.number().int().positive(),
    allowedTargets: z.array(address),
    allowNativeTransfers: z.boolean().optional(),
    dailyLimitWei: z.string().regex(/^\d{1,78}$/, 'expected a decimal amount of wei'),
    requireSignIn: z.boolean().optional(),
    userDailyLimitWei: z.string().regex(/^\d{1,78}$/, 'expected a decimal amount of wei').optional(),
    senderDailyLimitWei: z.string().regex(/^\d{1,78}$/, 'expected a decimal amount of wei').optional(),
    clientDailyLimitWei: z.string().regex(/^\d{1,78}$/, 'expected a decimal amount of wei').optional(),
    maxGasPerOperation: z.number().int().positive().optional(),
  })).optional(),
})))
const key = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex key')

const count = z.coerce.number().int().positive()
const onOff = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => ['on', 'true', '1'].includes(v))
const budget = z.string().regex(/^(?:off|\d+\/\d+)$/, "expected 'N/SECONDS' (N requests per SECONDS) or 'off'")
  .transform((v) => (v === 'off' ? false as const : { limit: Number(v.split('/')[0]), windowSeconds: Number(v.split('/')[1]) }))
  .refine((v) => v === false || (v.limit > 0 && v.windowSeconds > 0), 'limit and seconds must be above 0')
// AIRLOCK_RATE_LIMIT_PER_CLIENT … AIRLOCK_RATE_LIMIT_ONRAMP_ORDERS, one per budget.
const budgetVariable = (name: keyof ApiRateLimits) => `AIRLOCK_RATE_LIMIT_${name.replace(/[A-Z]/g, (ch) => `_${ch}`).toUpperCase()}`
const budgets = Object.fromEntries(Object.keys(defaultApiRateLimits).map((name) => [budgetVariable(name as keyof ApiRateLimits), budget.optional()]))

const env = z.object({
  AIRLOCK_API_HOST: z.string().optional(),
  AIRLOCK_API_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL').optional(),
  AIRLOCK_API_DATA_DIR: z.string().optional(),
  AIRLOCK_API_PUBLIC_URL: z.string().url().optional(),
  AIRLOCK_NAME_ZONE: z.string().optional(),
  AIRLOCK_ENS_RPC_URL: z.string().url().optional(),
  AIRLOCK_ENS_UNIVERSAL_RESOLVER: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an 0x address').optional(),
  AIRLOCK_PROJECTS: projects.optional(),
  AIRLOCK_EVM_RPC_URL: z.string().url().optional(),
  AIRLOCK_EVM_CHAIN_ID: z.coerce.number().int().positive().optional(),
  AIRLOCK_EVM_TOKEN: address.optional(),
  AIRLOCK_EVM_NFT: address.optional(),
  AIRLOCK_EVM_UNISWAP_V2_ROUTER: address.optional(),
  AIRLOCK_EVM_WETH: address.optional(),
  AIRLOCK_EVM_SWAP_TOKENS: addressList.optional(),
  AIRLOCK_EVM_SWAP_VIA: addressList.optional(),
  AIRLOCK_EVM_START_BLOCK: z.coerce.number().int().nonnegative().optional(),
  AIRLOCK_EVM_FAUCET_KEY: key.optional(),
  AIRLOCK_EVM_BUNDLER_URL: z.string().url().optional(),
  AIRLOCK_EVM_EIP7702_DELEGATE: z.union([address, z.literal('none')]).optional(),
  AIRLOCK_EVM_PAYMASTER_URL: z.string().url().optional(),
  AIRLOCK_EVM_PAYMASTER_ADDRESS: address.optional(),
  AIRLOCK_EVM_PAYMASTER_ENTRY_POINT: address.optional(),
  AIRLOCK_EVM_PAYMASTER_SIGNER_KEY: key.optional(),
  AIRLOCK_SOLANA_RPC_URL: z.string().url().optional(),
  AIRLOCK_SOLANA_NETWORK: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'expected a solana CAIP-2 id').optional(),
  AIRLOCK_SOLANA_TOKEN_MINT: z.string().optional(),
  AIRLOCK_SOLANA_NAME: z.string().max(64).optional(),
  AIRLOCK_SOLANA_FAUCET_KEY: z.string().transform((text, ctx) => {
    try {
      const bytes = JSON.parse(text) as unknown
      if (Array.isArray(bytes) && bytes.length === 64 && bytes.every((b) => Number.isInteger(b) && b >= 0 && b < 256)) return bytes as number[]
    } catch { /* reported below */ }
    ctx.addIssue({ code: 'custom', message: 'expected a keypair file\'s JSON array of 64 bytes' })
    return z.NEVER
  }).optional(),
  AIRLOCK_COINBASE_API_KEY_ID: z.string().min(1).optional(),
  AIRLOCK_COINBASE_API_KEY_SECRET: z.string().min(1).optional(),
  AIRLOCK_MELD_API_KEY: z.string().min(1).optional(),
  AIRLOCK_MELD_PUBLIC_KEY: z.string().min(1).optional(),
  AIRLOCK_FARCASTER_RELAY_KEY: z.string().min(16, 'expected at least 16 characters').optional(),
  AIRLOCK_FARCASTER_CLIENT_URL: z.string().url().optional(),
  AIRLOCK_FARCASTER_RPC_URL: z.string().url().optional(),
  // The relay Farcaster sign-in opens channels on (https://relay.farcaster.xyz in production); default: this API's own.
  AIRLOCK_FARCASTER_AUTH_RELAY_URL: z.string().url().optional(),
  AIRLOCK_API_ALLOWED_HOSTS: z.string().transform((v) => v.split(',').map((h) => h.trim()).filter(Boolean)).optional(),
  AIRLOCK_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).optional(),
  AIRLOCK_ONRAMP_SANDBOX: onOff.optional(),
  AIRLOCK_TEST_FUNDS: onOff.optional(),
  AIRLOCK_MAX_SESSION_SECONDS: count.optional(),
  AIRLOCK_RPC_MAX_BATCH: count.optional(),
  AIRLOCK_RPC_MAX_LOG_BLOCKS: count.optional(),
  AIRLOCK_MAX_TOKEN_LOOKUPS: z.coerce.number().int().min(0).optional(),
  AIRLOCK_WS_MAX_SOCKETS_PER_CLIENT: count.optional(),
  AIRLOCK_WS_MAX_SUBSCRIPTIONS_PER_CLIENT: count.optional(),
  AIRLOCK_SIMULATION_GAS_PER_CALL: count.optional(),
  AIRLOCK_SIMULATION_GAS_PER_REQUEST: count.optional(),
  AIRLOCK_SIMULATION_TRACE_SECONDS: count.optional(),
  ...budgets,
  AIRLOCK_FRAME_ORIGINS: z.string().transform((text) => text.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().url('expected origins separated by commas')).min(1)).optional(),
  AIRLOCK_RECOVERY_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key (airlock recovery-key makes one)').optional(),
  AIRLOCK_SMTP_URL: z.string().regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL').optional(),
  AIRLOCK_MAIL_FROM: z.string().min(3).optional(),
  AIRLOCK_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).optional(),
  AIRLOCK_PASSKEY_RP_ID: z.string().regex(/^[a-z0-9.-]+$/, 'expected a domain such as example.com').optional(),
  AIRLOCK_PASSKEY_RP_NAME: z.string().min(1).max(64).optional(),
}).refine((e) => !e.AIRLOCK_EVM_RPC_URL || e.AIRLOCK_EVM_CHAIN_ID, { message: 'required with AIRLOCK_EVM_RPC_URL', path: ['AIRLOCK_EVM_CHAIN_ID'] })
  .refine((e) => !e.AIRLOCK_EVM_UNISWAP_V2_ROUTER || e.AIRLOCK_EVM_WETH, { message: 'required with AIRLOCK_EVM_UNISWAP_V2_ROUTER', path: ['AIRLOCK_EVM_WETH'] })
  .refine((e) => !e.AIRLOCK_EVM_WETH || e.AIRLOCK_EVM_UNISWAP_V2_ROUTER, { message: 'required with AIRLOCK_EVM_WETH', path: ['AIRLOCK_EVM_UNISWAP_V2_ROUTER'] })
  .refine((e) => !e.AIRLOCK_EVM_PAYMASTER_ADDRESS || e.AIRLOCK_EVM_PAYMASTER_SIGNER_KEY, { message: 'required with AIRLOCK_EVM_PAYMASTER_ADDRESS', path: ['AIRLOCK_EVM_PAYMASTER_SIGNER_KEY'] })
  .refine((e) => !(e.AIRLOCK_EVM_PAYMASTER_ADDRESS && e.AIRLOCK_EVM_PAYMASTER_URL), { message: 'set either a paymaster service or a paymaster address', path: ['AIRLOCK_EVM_PAYMASTER_URL'] })
  .refine((e) => !(e.AIRLOCK_EVM_PAYMASTER_ADDRESS || e.AIRLOCK_EVM_PAYMASTER_URL) || e.AIRLOCK_EVM_BUNDLER_URL, { message: 'required with a paymaster', path: ['AIRLOCK_EVM_BUNDLER_URL'] })
  .refine((e) => !e.AIRLOCK_SOLANA_RPC_URL || e.AIRLOCK_SOLANA_NETWORK, { message: 'required with AIRLOCK_SOLANA_RPC_URL', path: ['AIRLOCK_SOLANA_NETWORK'] })
  .refine((e) => !e.AIRLOCK_COINBASE_API_KEY_ID === !e.AIRLOCK_COINBASE_API_KEY_SECRET, { message: 'AIRLOCK_COINBASE_API_KEY_ID and AIRLOCK_COINBASE_API_KEY_SECRET go together', path: ['AIRLOCK_COINBASE_API_KEY_SECRET'] })
  .refine((e) => !e.AIRLOCK_MELD_API_KEY === !e.AIRLOCK_MELD_PUBLIC_KEY, { message: 'AIRLOCK_MELD_API_KEY and AIRLOCK_MELD_PUBLIC_KEY go together', path: ['AIRLOCK_MELD_PUBLIC_KEY'] })
  .refine((e) => !e.AIRLOCK_FARCASTER_RELAY_KEY || e.AIRLOCK_FARCASTER_CLIENT_URL, { message: 'required with AIRLOCK_FARCASTER_RELAY_KEY', path: ['AIRLOCK_FARCASTER_CLIENT_URL'] })
  .superRefine((e, ctx) => {
    // The embedded wallet's backend is on when any of its variables is set; then it needs all.
    const embedded = ['AIRLOCK_FRAME_ORIGINS', 'AIRLOCK_RECOVERY_KEY', 'AIRLOCK_SMTP_URL', 'AIRLOCK_MAIL_FROM'] as const
    if (!embedded.some((name) => e[name] !== undefined)) return
    for (const name of embedded) if (e[name] === undefined) ctx.addIssue({ code: 'custom', message: 'required for the embedded wallet', path: [name] })
  })

/**
 * Reads `startApiServer` options from environment variables, for running the API as its
 * own process. Every value is explicit: nothing defaults to a host or a chain. A bad value
 * throws naming the variable.
 * @example
 * const api = await startApiServer(readApiEnv(process.env))
 */
export function readApiEnv(source: Record<string, string | undefined>): ApiServerOptions {
  const e = parseEnv(env, source)
  const at = (a: `0x${string}` | undefined) => (a ? { address: a as `0x${string}` } : undefined)
  const rateLimits: Partial<ApiRateLimits> = {}
  for (const name of Object.keys(defaultApiRateLimits) as (keyof ApiRateLimits)[]) {
    const value = (e as Record<string, unknown>)[budgetVariable(name)] as ApiRateLimits[typeof name] | undefined
    if (value !== undefined) rateLimits[name] = value
  }
  const nodeLimits = Object.fromEntries(Object.entries({
    maxBatch: e.AIRLOCK_RPC_MAX_BATCH,
    maxLogBlocks: e.AIRLOCK_RPC_MAX_LOG_BLOCKS,
    maxTokenLookups: e.AIRLOCK_MAX_TOKEN_LOOKUPS,
    maxSocketsPerClient: e.AIRLOCK_WS_MAX_SOCKETS_PER_CLIENT,
    maxSubscriptionsPerClient: e.AIRLOCK_WS_MAX_SUBSCRIPTIONS_PER_CLIENT,
    simulationGasPerCall: e.AIRLOCK_SIMULATION_GAS_PER_CALL,
    simulationGasPerRequest: e.AIRLOCK_SIMULATION_GAS_PER_REQUEST,
    simulationTraceSeconds: e.AIRLOCK_SIMULATION_TRACE_SECONDS,
  }).filter(([, v]) => v !== undefined))
  return {
    allowedHosts: e.AIRLOCK_API_ALLOWED_HOSTS,
    trustedProxies: e.AIRLOCK_TRUSTED_PROXIES,
    onrampSandbox: e.AIRLOCK_ONRAMP_SANDBOX,
    onrampProviders: [
      ...(e.AIRLOCK_COINBASE_API_KEY_ID && e.AIRLOCK_COINBASE_API_KEY_SECRET ? [{ name: 'coinbase' as const, apiKeyId: e.AIRLOCK_COINBASE_API_KEY_ID, apiKeySecret: e.AIRLOCK_COINBASE_API_KEY_SECRET }] : []),
      ...(e.AIRLOCK_MELD_API_KEY && e.AIRLOCK_MELD_PUBLIC_KEY ? [{ name: 'meld' as const, apiKey: e.AIRLOCK_MELD_API_KEY, publicKey: e.AIRLOCK_MELD_PUBLIC_KEY }] : []),
    ],
    testFunds: e.AIRLOCK_TEST_FUNDS,
    maxSessionSeconds: e.AIRLOCK_MAX_SESSION_SECONDS,
    rateLimits,
    nodeLimits,
    host: e.AIRLOCK_API_HOST,
    port: e.AIRLOCK_API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.AIRLOCK_API_DATA_DIR,
    publicUrl: e.AIRLOCK_API_PUBLIC_URL,
    nameZone: e.AIRLOCK_NAME_ZONE,
    ens: e.AIRLOCK_ENS_RPC_URL
      ? { rpcUrl: e.AIRLOCK_ENS_RPC_URL, ...(e.AIRLOCK_ENS_UNIVERSAL_RESOLVER && { universalResolver: e.AIRLOCK_ENS_UNIVERSAL_RESOLVER as `0x${string}` }) }
      : undefined,
    projects: e.AIRLOCK_PROJECTS,
    evm: e.AIRLOCK_EVM_RPC_URL && e.AIRLOCK_EVM_CHAIN_ID ? {
      rpcUrl: e.AIRLOCK_EVM_RPC_URL,
      chainId: e.AIRLOCK_EVM_CHAIN_ID,
      contracts: { token: at(e.AIRLOCK_EVM_TOKEN as `0x${string}`), nft: at(e.AIRLOCK_EVM_NFT as `0x${string}`) },
      swaps: e.AIRLOCK_EVM_UNISWAP_V2_ROUTER && e.AIRLOCK_EVM_WETH ? {
        uniswapV2: { router: e.AIRLOCK_EVM_UNISWAP_V2_ROUTER as `0x${string}`, weth: e.AIRLOCK_EVM_WETH as `0x${string}` },
        tokens: e.AIRLOCK_EVM_SWAP_TOKENS,
        via: e.AIRLOCK_EVM_SWAP_VIA,
      } : undefined,
      startBlock: e.AIRLOCK_EVM_START_BLOCK,
      faucetPrivateKey: e.AIRLOCK_EVM_FAUCET_KEY as `0x${string}` | undefined,
      smartAccounts: readSmartAccountEnv(e),
    } : undefined,
    solana: e.AIRLOCK_SOLANA_RPC_URL && e.AIRLOCK_SOLANA_NETWORK
      ? { rpcUrl: e.AIRLOCK_SOLANA_RPC_URL, caipNetworkId: e.AIRLOCK_SOLANA_NETWORK, tokenMint: e.AIRLOCK_SOLANA_TOKEN_MINT,
          name: e.AIRLOCK_SOLANA_NAME, faucetSecretKey: e.AIRLOCK_SOLANA_FAUCET_KEY }
      : undefined,
    embedded: e.AIRLOCK_FRAME_ORIGINS && e.AIRLOCK_RECOVERY_KEY && e.AIRLOCK_SMTP_URL && e.AIRLOCK_MAIL_FROM
      ? {
          frameOrigins: e.AIRLOCK_FRAME_ORIGINS,
          recoveryKey: e.AIRLOCK_RECOVERY_KEY,
          mail: { smtpUrl: e.AIRLOCK_SMTP_URL, from: e.AIRLOCK_MAIL_FROM },
          sessionTtlSeconds: e.AIRLOCK_SESSION_TTL_SECONDS,
          // Passkeys belong to the frame's origin; a registrable parent domain keeps them across subdomains.
          ...((e.AIRLOCK_PASSKEY_RP_ID || e.AIRLOCK_PASSKEY_RP_NAME) && {
            passkeys: { ...(e.AIRLOCK_PASSKEY_RP_ID && { rpId: e.AIRLOCK_PASSKEY_RP_ID }), ...(e.AIRLOCK_PASSKEY_RP_NAME && { rpName: e.AIRLOCK_PASSKEY_RP_NAME }) },
          }),
          // Social logins: each provider whose AIRLOCK_SOCIAL_<NAME>_CLIENT_ID is set (server/social/README.md).
          social: readSocialProvidersEnv(source),
          ...(e.AIRLOCK_FARCASTER_RPC_URL && {
            farcaster: { rpcUrl: e.AIRLOCK_FARCASTER_RPC_URL, ...(e.AIRLOCK_FARCASTER_AUTH_RELAY_URL && { relayUrl: e.AIRLOCK_FARCASTER_AUTH_RELAY_URL }) },
          }),
        }
      : undefined,
    farcasterRelay: e.AIRLOCK_FARCASTER_RELAY_KEY && e.AIRLOCK_FARCASTER_CLIENT_URL
      ? { authKey: e.AIRLOCK_FARCASTER_RELAY_KEY, clientUrl: e.AIRLOCK_FARCASTER_CLIENT_URL, rpcUrl: e.AIRLOCK_FARCASTER_RPC_URL }
      : undefined,
  }
}

// Smart accounts when a bundler or an EIP-7702 delegate is configured; EntryPoints default to
// the canonical deployments, and the verifying paymaster to EntryPoint v0.7.
function readSmartAccountEnv(e: z.output<typeof env>): SmartAccountChainOptions | undefined {
  if (!e.AIRLOCK_EVM_BUNDLER_URL && !e.AIRLOCK_EVM_EIP7702_DELEGATE) return undefined
  const delegate = e.AIRLOCK_EVM_EIP7702_DELEGATE
  const paymaster: SmartAccountChainOptions['paymaster'] = e.AIRLOCK_EVM_PAYMASTER_URL
    ? { kind: 'service', url: e.AIRLOCK_EVM_PAYMASTER_URL }
    : e.AIRLOCK_EVM_PAYMASTER_ADDRESS && e.AIRLOCK_EVM_PAYMASTER_SIGNER_KEY
      ? {
        kind: 'verifying',
        address: e.AIRLOCK_EVM_PAYMASTER_ADDRESS as Address,
        entryPoint: (e.AIRLOCK_EVM_PAYMASTER_ENTRY_POINT ?? smartAccountAddresses.entryPoint07) as Address,
        signerPrivateKey: e.AIRLOCK_EVM_PAYMASTER_SIGNER_KEY as Hex,
      }
      : undefined
  return {
    ...(e.AIRLOCK_EVM_BUNDLER_URL && { bundlerUrl: e.AIRLOCK_EVM_BUNDLER_URL }),
    ...(delegate && { eip7702Delegate: delegate === 'none' ? false : (delegate as Address) }),
    ...(paymaster && { paymaster }),
  }
}
