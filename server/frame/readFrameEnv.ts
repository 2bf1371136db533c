import { z } from 'zod'
import { parseEnv } from '../stack/parseEnv.js'
import { DEFAULT_FRAME_ANCESTORS } from './frameAncestors.js'
import type { FrameServerOptions } from './startFrameServer.js'

const env = z.object({
  AIRLOCK_FRAME_HOST: z.string().optional(),
  AIRLOCK_FRAME_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  AIRLOCK_FRAME_API_URL: z.string().url(),
  AIRLOCK_FRAME_API_INTERNAL_URL: z.string().url().optional(),
  AIRLOCK_FRAME_DEFAULT_ANCESTORS: z.string().optional(),
  AIRLOCK_FRAME_ALLOWED_HOSTS: z.string().optional(),
})

/**
 * Reads `startFrameServer` options from environment variables, for running the frame as its
 * own process. `AIRLOCK_FRAME_DEFAULT_ANCESTORS` replaces SPEC §9's development defaults
 * (comma-separated sources, or `none` in production). A bad value throws naming the variable.
 */
export function readFrameEnv(source: Record<string, string | undefined>): FrameServerOptions {
  const e = parseEnv(env, source)
  const defaults = e.AIRLOCK_FRAME_DEFAULT_ANCESTORS
  return {
    host: e.AIRLOCK_FRAME_HOST,
    ...(e.AIRLOCK_FRAME_ALLOWED_HOSTS && { allowedHosts: e.AIRLOCK_FRAME_ALLOWED_HOSTS.split(',').map((s) => s.trim()).filter(Boolean) }),
    port: e.AIRLOCK_FRAME_PORT,
    apiUrl: () => e.AIRLOCK_FRAME_API_URL,
    ...(e.AIRLOCK_FRAME_API_INTERNAL_URL && { apiInternalUrl: () => e.AIRLOCK_FRAME_API_INTERNAL_URL! }),
    defaultAncestors: defaults === undefined ? DEFAULT_FRAME_ANCESTORS : defaults.trim() === 'none' ? [] : defaults.split(',').map((s) => s.trim()),
  }
}
