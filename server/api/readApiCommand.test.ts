import { describe, expect, test } from 'vitest'
import { readApiCommand } from './readApiCommand.js'

describe('readApiCommand', () => {
  test('default: a database URL or a data folder is enough', () => {
    expect(readApiCommand([], { DATABASE_URL: 'postgres://u@db/airlock' })).toMatchObject({ help: false, options: { databaseUrl: 'postgres://u@db/airlock' } })
    expect(readApiCommand([], { AIRLOCK_API_DATA_DIR: '/var/lib/airlock' })).toMatchObject({ options: { dataDir: '/var/lib/airlock' } })
  })

  test('error: without a database it refuses and names the way out', () => {
    expect(() => readApiCommand([], {})).toThrow(/Refusing to start without a database: set DATABASE_URL .* or AIRLOCK_API_DATA_DIR .* or pass --in-memory/)
  })

  test('behavior: --in-memory runs without one; --help asks for the usage', () => {
    expect(readApiCommand(['--in-memory'], {})).toMatchObject({ help: false, options: { databaseUrl: undefined, dataDir: undefined } })
    expect(readApiCommand(['--help'], {})).toEqual({ help: true })
  })

  test('error: unknown options and --in-memory beside a database are refused', () => {
    expect(() => readApiCommand(['--memory'], {})).toThrow(/Unknown option "--memory"/)
    expect(() => readApiCommand(['--in-memory'], { DATABASE_URL: 'postgres://u@db/airlock' })).toThrow(/--in-memory cannot be used/)
  })
})
