import type { FrameHandlers, FrameState } from '../FrameState.js'
import { applyTheme } from '../applyTheme.js'

/** SYNC_THEME and SYNC_DAPP_DATA: the host's theme and app metadata, for the frame's own pages (emails name the project's own record). */
export function syncHandlers(state: FrameState): Pick<FrameHandlers, 'SYNC_THEME' | 'SYNC_DAPP_DATA'> {
  return {
    async SYNC_THEME(theme) {
      state.theme = theme
      if (typeof document !== 'undefined') applyTheme(document.documentElement, theme)
      return {}
    },
    async SYNC_DAPP_DATA(metadata) {
      state.metadata = metadata
      return {}
    },
  }
}
