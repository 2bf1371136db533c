import { z } from 'zod'
import { parseEnv } from '../env/parseEnv.js'
import { DEFAULT_FRAME_ANCESTORS } from './frameAncestors.js'
import type { FrameServerOptions } from './startFrameServer.js'

const env = z.object({
  AIRLOCK_FRAME_HOST: z.string().optional(),
  AIRLOCK_FRAME_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  AIRLOCK_FRAME_API_URL: z.string().url(),
  AIRLOCK_FRAME_API_INTERNAL_URL: z.string().url().optional(),
  AIRLOCK_FRAME_DEVELOPMENT_ANCESTORS: z.string().optional(),
  AIRLOCK_FRAME_ALLOWED_HOSTS: z.string().optional(),
})

/**
 * Reads `startFrameServer` options from environment variables, for running the frame as its
 * own process. As a process it offers no development ancestors, even to projects that opted
 * in: `AIRLOCK_FRAME_DEVELOPMENT_ANCESTORS` names them (comma-separated sources, or `spec`
 * for SPEC §9's), for a frame that serves development projects. A bad value throws naming
 * the variable.
 */
export function readFrameEnv(source: Record<string, string | undefined>): FrameServerOptions {
  const e = parseEnv(env, source)
  const development = e.AIRLOCK_FRAME_DEVELOPMENT_ANCESTORS?.trim()
  return {
    host: e.AIRLOCK_FRAME_HOST,
    ...(e.AIRLOCK_FRAME_ALLOWED_HOSTS && { allowedHosts: e.AIRLOCK_FRAME_ALLOWED_HOSTS.split(',').map((s) => s.trim()).filter(Boolean) }),
    port: e.AIRLOCK_FRAME_PORT,
    apiUrl: () => e.AIRLOCK_FRAME_API_URL,
    ...(e.AIRLOCK_FRAME_API_INTERNAL_URL && { apiInternalUrl: () => e.AIRLOCK_FRAME_API_INTERNAL_URL! }),
    developmentAncestors: !development ? [] : development === 'spec' ? DEFAULT_FRAME_ANCESTORS : development.split(',').map((s) => s.trim()).filter(Boolean),
  }
}
