/** How much a logger records, from least to most. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

/** One buffered log record (SPEC §3). */
export interface LogRecord {
  timestamp: number
  level: Exclude<LogLevel, 'silent'>
  log: string
}

/** The buffer cap of the connection logger, in bytes (SPEC §5, §9). */
export const LOG_BUFFER_CAP_BYTES = 1_024_000

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

/** Records what happens for a later bug report; keeps at most `LOG_BUFFER_CAP_BYTES`. */
export interface Logger {
  level: LogLevel
  error(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  debug(message: string, detail?: unknown): void
  /** The buffered records, oldest first. */
  records(): readonly LogRecord[]
  /** The buffer's size in bytes. */
  size(): number
}

/** Options of `createLogger`. */
export interface CreateLoggerOptions {
  /** Default: `error` (SPEC §9). */
  level?: LogLevel
  /** Default: 1,024,000 bytes. */
  capBytes?: number
  /** Also print to the console. Default: true. */
  console?: boolean
  /** Called with each error record's text (error telemetry). Default: none. */
  onError?: (log: string) => void
}

function describe(detail: unknown): string {
  if (detail === undefined) return ''
  if (detail instanceof Error) return ` ${detail.name}: ${detail.message}`
  try {
    return ` ${JSON.stringify(detail)}`
  } catch {
    return ` ${String(detail)}`
  }
}

const byteLength = (text: string) => new TextEncoder().encode(text).length

/**
 * Creates the connection logger. A single record larger than the cap is rejected (not
 * buffered); otherwise the oldest records are dropped to make room.
 */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const cap = options.capBytes ?? LOG_BUFFER_CAP_BYTES
  const buffer: { record: LogRecord; bytes: number }[] = []
  let total = 0

  function write(level: LogRecord['level'], message: string, detail: unknown) {
    if (rank[level] > rank[logger.level]) return
    const log = message + describe(detail)
    if (options.console !== false) console[level === 'debug' ? 'log' : level](`[airlock] ${log}`)
    if (level === 'error') options.onError?.(log)
    const record = { timestamp: Date.now(), level, log }
    const bytes = byteLength(JSON.stringify(record))
    if (bytes > cap) return
    buffer.push({ record, bytes })
    total += bytes
    while (total > cap) total -= buffer.shift()!.bytes
  }

  const logger: Logger = {
    level: options.level ?? 'error',
    error: (message, detail) => write('error', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    info: (message, detail) => write('info', message, detail),
    debug: (message, detail) => write('debug', message, detail),
    records: () => buffer.map((entry) => entry.record),
    size: () => total,
  }
  return logger
}
