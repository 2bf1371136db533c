// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM": {"settings": {"disableIframePageLoading": true}}}
import { createAirlock, mainnet } from 'airlock'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmbeddedConnector } from './createEmbeddedConnector.js'
import { createEmbeddedFrame } from './createEmbeddedFrame.js'

// The frame is never loaded (iframe loading is off, and port 9 on loopback refuses): its URL is what is checked.
const frameUrl = 'http://127.0.0.1:9'
const airlock = (locale: string) => {
  const instance = createAirlock({ projectId: 'test', networks: [mainnet], frameUrl, locale })
  instance.logger.level = 'silent'
  return instance
}

afterEach(() => document.body.replaceChildren())

describe('embedded wallet frame URLs', () => {
  it("rule locale: the recovery and export pages open in the modal's language", () => {
    const connector = createEmbeddedConnector(airlock('ar'))
    expect(new URL(connector.pageUrl('recovery')).searchParams.get('locale')).toBe('ar')
    expect(new URL(connector.pageUrl('export')).searchParams.get('locale')).toBe('ar')
    expect(new URL(createEmbeddedConnector(airlock('pt-PT')).pageUrl('export')).searchParams.get('locale')).toBe('pt-BR')
  })

  it("rule locale: the hidden frame is loaded with the modal's language", () => {
    const frame = createEmbeddedFrame(airlock('ja'), frameUrl, () => {})
    frame.connect().catch(() => {})
    const iframe = document.querySelector('iframe')!
    expect(new URL(iframe.src).searchParams.get('locale')).toBe('ja')
    frame.destroy()
  })
})
