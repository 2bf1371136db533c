import { describe, expect, test } from 'vitest'
import { hostApprovalsFor } from './hostApprovalsFor.js'

const project = { allowedOrigins: ['https://app.example.com', 'https://*.shop.example'], developmentAncestors: true, hostApprovals: true }

describe('hostApprovalsFor', () => {
  test("default: an app of the project's own allowlist that asks, in a project that allows it, approves with its own buttons", () => {
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'https://app.example.com' }, project)).toBe(true)
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'https://eu.shop.example' }, project)).toBe(true)
  })

  test("rule host approvals: the app's word alone is not enough; the project's record must allow it", () => {
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'https://app.example.com' }, { ...project, hostApprovals: false })).toBe(false)
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'https://app.example.com' }, undefined)).toBe(false)
  })

  test('behavior: an app that did not ask keeps the wallet’s own Approve button', () => {
    expect(hostApprovalsFor({ parentOrigin: 'https://app.example.com' }, project)).toBe(false)
  })

  test("error: a development host (localhost, previews) or an origin off the allowlist never approves for the person", () => {
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'http://localhost:7777' }, project)).toBe(false)
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'https://evil.vercel.app' }, project)).toBe(false)
    expect(hostApprovalsFor({ approvals: 'host', parentOrigin: 'https://evil.example' }, project)).toBe(false)
    expect(hostApprovalsFor({ approvals: 'host' }, project)).toBe(false)
  })
})
