import { describe, expect, test } from 'vitest'
import { readSocialIdentity } from './readSocialIdentity.js'

describe('readSocialIdentity', () => {
  test('default: each provider’s answer becomes provider, subject, username and email', () => {
    expect(readSocialIdentity('google', { sub: '1089', email: 'a@gmail.com', name: 'A' })).toEqual({ provider: 'google', subject: '1089', username: 'a@gmail.com', email: 'a@gmail.com' })
    expect(readSocialIdentity('apple', { sub: '001.abc', email: 'x@privaterelay.appleid.com' })).toMatchObject({ username: 'x@privaterelay.appleid.com' })
    expect(readSocialIdentity('github', { id: 583231, login: 'octocat', email: null })).toEqual({ provider: 'github', subject: '583231', username: 'octocat' })
    expect(readSocialIdentity('x', { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } })).toEqual({ provider: 'x', subject: '2244994945', username: 'XDevelopers' })
    expect(readSocialIdentity('discord', { id: '80351110224678912', username: 'nelly', email: 'nelly@discord.com' })).toMatchObject({ username: 'nelly', email: 'nelly@discord.com' })
    expect(readSocialIdentity('facebook', { id: '10158', name: 'Mark' })).toEqual({ provider: 'facebook', subject: '10158', username: 'Mark' })
  })

  test('behavior: an Apple sign-in without an email is known by its subject', () => {
    expect(readSocialIdentity('apple', { sub: '001.abc' })).toEqual({ provider: 'apple', subject: '001.abc', username: '001.abc' })
  })

  test('error: an answer without the user id is SOCIAL_PROVIDER_ERROR', () => {
    expect(() => readSocialIdentity('github', { login: 'octocat' })).toThrow(expect.objectContaining({ code: 'SOCIAL_PROVIDER_ERROR' }))
  })
})
