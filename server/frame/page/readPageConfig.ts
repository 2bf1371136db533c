import type { FramePageConfig } from '../FramePageConfig.js'

/** The config the frame server wrote into this page. */
export function readPageConfig(): FramePageConfig {
  return JSON.parse(document.getElementById('airlock-frame-config')!.textContent!) as FramePageConfig
}
