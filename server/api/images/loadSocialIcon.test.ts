import { describe, expect, test } from 'vitest'
import { loadSocialIcon, socialIconNames } from './loadSocialIcon.js'

describe('loadSocialIcon', () => {
  test('default: each provider\'s glyph in its brand colour on a white tile', async () => {
    const github = await loadSocialIcon('github')
    expect(github).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 96 96">/)
    expect(github).toContain('<rect width="96" height="96" fill="#fff"/>')
    expect(github).toMatch(/<path fill="#181717" d="M12 \.297c/)
    expect(await loadSocialIcon('google')).toContain('fill="#4285F4"')
  })

  test('behavior: every social login and Farcaster has one, with no script or outside reference', async () => {
    for (const name of socialIconNames) {
      const svg = await loadSocialIcon(name)
      expect(svg).toMatch(/<path fill="#[0-9A-F]{6}" d="[^"]+"\/>/)
      expect(svg).not.toMatch(/script|href|url\(/i)
    }
  })
})
