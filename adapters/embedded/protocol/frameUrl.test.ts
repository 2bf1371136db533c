import { describe, expect, test } from 'vitest'
import { buildFrameUrl, readFrameUrlParams } from './frameUrl.js'

describe('frameUrl', () => {
  test('default: the frame page URL carries the project and the parent origin', () => {
    const url = buildFrameUrl('http://127.0.0.1:8793/', 'frame', { projectId: 'airlock-demo', parentOrigin: 'http://127.0.0.1:5173', sdkVersion: '0.1.0' })
    expect(url).toBe('http://127.0.0.1:8793/?projectId=airlock-demo&parentOrigin=http%3A%2F%2F127.0.0.1%3A5173&sdkVersion=0.1.0')
    expect(readFrameUrlParams(new URL(url).search, 'frame')).toEqual({ projectId: 'airlock-demo', parentOrigin: 'http://127.0.0.1:5173', sdkVersion: '0.1.0' })
  })

  test('behavior: the recovery and export pages live under the same base path', () => {
    expect(buildFrameUrl('https://wallet.example.com/frame', 'export', { projectId: 'p' })).toBe('https://wallet.example.com/frame/export?projectId=p')
    expect(readFrameUrlParams('?projectId=p', 'export')).toEqual({ projectId: 'p' })
  })

  test('error: a missing project or a parent origin that is not an origin is refused', () => {
    expect(() => readFrameUrlParams('?parentOrigin=http%3A%2F%2Fa.test', 'frame')).toThrow("'projectId'")
    expect(() => readFrameUrlParams('?projectId=p', 'frame')).toThrow("'parentOrigin'")
    expect(() => readFrameUrlParams('?projectId=p&parentOrigin=http%3A%2F%2Fa.test%2Fpath', 'frame')).toThrow("'parentOrigin'")
    expect(() => readFrameUrlParams('?projectId=p&parentOrigin=null', 'recovery')).toThrow("'parentOrigin'")
  })

  test('behavior: a page carries the modal\'s locale; a malformed one is dropped', () => {
    const url = buildFrameUrl('http://127.0.0.1:8793', 'recovery', { projectId: 'p', parentOrigin: 'http://127.0.0.1:5173', locale: 'pt-BR' })
    expect(new URL(url).searchParams.get('locale')).toBe('pt-BR')
    expect(readFrameUrlParams(new URL(url).search, 'recovery').locale).toBe('pt-BR')
    expect(readFrameUrlParams('?projectId=p&locale=ar', 'export').locale).toBe('ar')
    expect(readFrameUrlParams('?projectId=p&locale=xx-YY', 'export').locale).toBe('xx-YY')
    expect(readFrameUrlParams('?projectId=p&locale=%3Cscript%3E', 'export').locale).toBeUndefined()
    expect(readFrameUrlParams('?projectId=p', 'export')).not.toHaveProperty('locale')
  })

  test("behavior: the hidden frame carries an app's ask to approve with its own buttons, the approve page whether to show the summary; elsewhere they are dropped", () => {
    const frame = buildFrameUrl('http://127.0.0.1:8793', 'frame', { projectId: 'p', parentOrigin: 'http://127.0.0.1:5173', approvals: 'host' })
    expect(readFrameUrlParams(new URL(frame).search, 'frame')).toMatchObject({ approvals: 'host' })
    expect(readFrameUrlParams('?projectId=p&parentOrigin=http%3A%2F%2Fa.test&approvals=wallet', 'frame')).not.toHaveProperty('approvals')
    expect(readFrameUrlParams('?projectId=p&parentOrigin=http%3A%2F%2Fa.test&approvalId=a1&approvals=host', 'approve')).not.toHaveProperty('approvals')
    const approve = buildFrameUrl('http://127.0.0.1:8793', 'approve', { projectId: 'p', parentOrigin: 'http://127.0.0.1:5173', approvalId: 'a1', summary: '1' })
    expect(readFrameUrlParams(new URL(approve).search, 'approve')).toMatchObject({ approvalId: 'a1', summary: '1' })
    expect(readFrameUrlParams('?projectId=p&parentOrigin=http%3A%2F%2Fa.test&summary=1', 'frame')).not.toHaveProperty('summary')
  })
})
