import { z } from 'zod'
import { parseEnv } from '../stack/parseEnv.js'
import type { ApiServerOptions } from './startApiServer.js'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an 0x address')
const projects = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected JSON' })
    return z.NEVER
  }
}).pipe(z.array(z.object({ id: z.string().min(1), allowedOrigins: z.array(z.string()), analyticsEnabled: z.boolean().optional() })))

const env = z.object({
  AIRLOCK_API_HOST: z.string().optional(),
  AIRLOCK_API_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL').optional(),
  AIRLOCK_API_DATA_DIR: z.string().optional(),
  AIRLOCK_API_PUBLIC_URL: z.string().url().optional(),
  AIRLOCK_NAME_ZONE: z.string().optional(),
  AIRLOCK_PROJECTS: projects.optional(),
  AIRLOCK_EVM_RPC_URL: z.string().url().optional(),
  AIRLOCK_EVM_CHAIN_ID: z.coerce.number().int().positive().optional(),
  AIRLOCK_EVM_TOKEN: address.optional(),
  AIRLOCK_EVM_NFT: address.optional(),
  AIRLOCK_EVM_POOL: address.optional(),
  AIRLOCK_EVM_START_BLOCK: z.coerce.number().int().nonnegative().optional(),
  AIRLOCK_EVM_FAUCET_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex key').optional(),
  AIRLOCK_SOLANA_RPC_URL: z.string().url().optional(),
  AIRLOCK_SOLANA_NETWORK: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'expected a solana CAIP-2 id').optional(),
  AIRLOCK_SOLANA_TOKEN_MINT: z.string().optional(),
  AIRLOCK_FRAME_ORIGINS: z.string().transform((text) => text.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().url('expected origins separated by commas')).min(1)).optional(),
  AIRLOCK_RECOVERY_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key (airlock recovery-key makes one)').optional(),
  AIRLOCK_SMTP_URL: z.string().regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL').optional(),
  AIRLOCK_MAIL_FROM: z.string().min(3).optional(),
  AIRLOCK_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).optional(),
}).refine((e) => !e.AIRLOCK_EVM_RPC_URL || e.AIRLOCK_EVM_CHAIN_ID, { message: 'required with AIRLOCK_EVM_RPC_URL', path: ['AIRLOCK_EVM_CHAIN_ID'] })
  .refine((e) => !e.AIRLOCK_SOLANA_RPC_URL || e.AIRLOCK_SOLANA_NETWORK, { message: 'required with AIRLOCK_SOLANA_RPC_URL', path: ['AIRLOCK_SOLANA_NETWORK'] })
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
  return {
    host: e.AIRLOCK_API_HOST,
    port: e.AIRLOCK_API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.AIRLOCK_API_DATA_DIR,
    publicUrl: e.AIRLOCK_API_PUBLIC_URL,
    nameZone: e.AIRLOCK_NAME_ZONE,
    projects: e.AIRLOCK_PROJECTS,
    evm: e.AIRLOCK_EVM_RPC_URL && e.AIRLOCK_EVM_CHAIN_ID ? {
      rpcUrl: e.AIRLOCK_EVM_RPC_URL,
      chainId: e.AIRLOCK_EVM_CHAIN_ID,
      contracts: { token: at(e.AIRLOCK_EVM_TOKEN as `0x${string}`), nft: at(e.AIRLOCK_EVM_NFT as `0x${string}`), pool: at(e.AIRLOCK_EVM_POOL as `0x${string}`) },
      startBlock: e.AIRLOCK_EVM_START_BLOCK,
      faucetPrivateKey: e.AIRLOCK_EVM_FAUCET_KEY as `0x${string}` | undefined,
    } : undefined,
    solana: e.AIRLOCK_SOLANA_RPC_URL && e.AIRLOCK_SOLANA_NETWORK
      ? { rpcUrl: e.AIRLOCK_SOLANA_RPC_URL, caipNetworkId: e.AIRLOCK_SOLANA_NETWORK, tokenMint: e.AIRLOCK_SOLANA_TOKEN_MINT }
      : undefined,
    embedded: e.AIRLOCK_FRAME_ORIGINS && e.AIRLOCK_RECOVERY_KEY && e.AIRLOCK_SMTP_URL && e.AIRLOCK_MAIL_FROM
      ? {
          frameOrigins: e.AIRLOCK_FRAME_ORIGINS,
          recoveryKey: e.AIRLOCK_RECOVERY_KEY,
          mail: { smtpUrl: e.AIRLOCK_SMTP_URL, from: e.AIRLOCK_MAIL_FROM },
          sessionTtlSeconds: e.AIRLOCK_SESSION_TTL_SECONDS,
        }
      : undefined,
  }
}
