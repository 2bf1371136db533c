import { describe, expect, it } from 'vitest'
import { LOG_BUFFER_CAP_BYTES, createLogger } from './createLogger.js'

describe('createLogger', () => {
  it('default: level error, cap about 1,024,000 bytes', () => {
    const logger = createLogger({ console: false })
    expect(logger.level).toBe('error')
    expect(LOG_BUFFER_CAP_BYTES).toBe(1_024_000)
    logger.warn('ignored')
    logger.error('kept', new Error('cause'))
    expect(logger.records().map((record) => record.log)).toEqual(['kept Error: cause'])
    expect(logger.records()[0]).toMatchObject({ level: 'error', timestamp: expect.any(Number) })
  })

  it('rule log cap: a single entry larger than the cap is rejected', () => {
    const logger = createLogger({ console: false, capBytes: 200 })
    logger.error('x'.repeat(500))
    expect(logger.records()).toEqual([])
    logger.error('small')
    expect(logger.records()).toHaveLength(1)
  })

  it('behavior: the oldest records make room for new ones', () => {
    const logger = createLogger({ console: false, capBytes: 300 })
    for (let index = 0; index < 20; index++) logger.error(`entry ${index}`)
    expect(logger.size()).toBeLessThanOrEqual(300)
    expect(logger.records().at(-1)?.log).toBe('entry 19')
    expect(logger.records()[0]?.log).not.toBe('entry 0')
  })
})

describe('createLogger onError', () => {
  it('behavior: error records reach onError, lower levels do not', () => {
    const seen: string[] = []
    const logger = createLogger({ console: false, level: 'debug', onError: (log) => seen.push(log) })
    logger.warn('not this')
    logger.error('this one', new Error('cause'))
    expect(seen).toEqual(['this one Error: cause'])
  })
})
