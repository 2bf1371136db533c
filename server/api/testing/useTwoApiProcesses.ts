import pg from 'pg'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../../../scripts/postgresCluster.mjs'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { createRecoveryKey } from '../../frame/custody/recoverySuite.js'
import { startMailServer, type MailServer } from '../../../local/mail/startMailServer.js'
import { startApiProcess, type ApiProcess } from './startApiProcess.js'
import { startTcpBalancer, type TcpBalancer } from './startTcpBalancer.js'
import { startTestChain, type TestChain } from './startTestChain.js'

/** Whether these suites can have a PostgreSQL server (installed, or installable as root). */
export const postgresAvailable = findPostgresBin() !== undefined

/** The frame origin the two processes trust for the embedded wallet's routes. */
export const FRAME_ORIGIN = 'http://127.0.0.1:48793'
/** The page origin of the test project, and the domain its sign-in messages name. */
export const APP_ORIGIN = 'https://app.example.com'

/** Two `airlock api` processes on one PostgreSQL, the chain they follow and what stands around them. */
export interface TwoApiProcesses {
  cluster: PostgresCluster
  chain: TestChain
  /** The chain's node as the processes reach it: a proxy that can be taken down and brought back. */
  node: TcpBalancer
  mail: MailServer
  /** The processes: `a` started first and indexes the chain, `b` waits to take over. `restart` replaces one here. */
  api: { a: ApiProcess; b: ApiProcess }
  /** Both processes behind one address, as a load balancer serves them. */
  balancer: TcpBalancer
  projectId: string
  env: Record<string, string>
  /** Connections to the cluster, for looking at what is stored (they come back after a restart). */
  sql: pg.Pool
  /** Starts a stopped or killed process again on its own port, by name. */
  restart(name: 'a' | 'b'): Promise<ApiProcess>
  /** The application name (`airlock-a`, `airlock-b`) of the process holding the chain's indexer lock, if any. */
  indexerHolder(): Promise<string | undefined>
}

/**
 * Starts, for the enclosing suite, a throwaway PostgreSQL cluster, a local chain, a mail
 * server and two API processes configured alike (`env` on top), each naming itself to the
 * database (`PGAPPNAME`), and stops them all after it.
 */
export function useTwoApiProcesses(env: Record<string, string> = {}): TwoApiProcesses {
  return useStarted(async () => {
    const cluster = await startPostgresCluster()
    const chain = await startTestChain()
    const node = await startTcpBalancer(() => [Number(new URL(chain.url).port)])
    const mail = await startMailServer({ port: 0, smtpPort: 0 })
    const projectId = `two-${Math.random().toString(36).slice(2, 8)}`
    const shared: Record<string, string> = {
      DATABASE_URL: cluster.url,
      AIRLOCK_PROJECTS: JSON.stringify([{ id: projectId, allowedOrigins: [APP_ORIGIN] }]),
      AIRLOCK_EVM_RPC_URL: node.url,
      AIRLOCK_EVM_CHAIN_ID: String(chain.chainId),
      AIRLOCK_EVM_TOKEN: chain.contracts.token.address,
      AIRLOCK_EVM_NFT: chain.contracts.nft.address,
      AIRLOCK_FRAME_ORIGINS: FRAME_ORIGIN,
      AIRLOCK_RECOVERY_KEY: createRecoveryKey().privateKey,
      AIRLOCK_SMTP_URL: mail.smtpUrl,
      AIRLOCK_MAIL_FROM: 'Airlock <no-reply@airlock.test>',
      ...env,
    }
    const sql = new pg.Pool({ connectionString: cluster.url, max: 2 })
    sql.on('error', () => {}) // an idle connection cut by a restart is replaced on next use
    const indexerHolder = async () => (await sql.query<{ name: string }>(
      `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted`)).rows[0]?.name
    const start = (name: 'a' | 'b', port = 0) => startApiProcess({ ...shared, PGAPPNAME: `airlock-${name}` }, port)
    const a = await start('a')
    // A first, alone, so it is the one that takes the chain's indexer lock.
    while ((await indexerHolder()) !== 'airlock-a') await new Promise((resolve) => setTimeout(resolve, 100))
    const b = await start('b')
    const api = { a, b }
    const balancer = await startTcpBalancer(() => [api.a.port, api.b.port])
    return {
      cluster, chain, node, mail, balancer, projectId, env: shared, sql, indexerHolder, api,
      async restart(name) {
        api[name] = await start(name, api[name].port)
        return api[name]
      },
    } satisfies TwoApiProcesses
  }, async (t) => {
    await t.balancer.stop()
    await Promise.all([t.api.a.stop(), t.api.b.stop()])
    await t.sql.end().catch(() => {})
    await t.mail.stop()
    await t.node.stop()
    await t.chain.stop()
    await t.cluster.stop()
  }, 120_000)
}
