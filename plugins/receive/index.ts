import { definePlugin } from 'airlock'

declare module 'airlock' {
  interface ViewRegistry {
    Receive: undefined
  }
}

/** The receive feature: the account's address as a QR code and as text, to copy, with its networks. */
export default definePlugin({
  name: 'receive',
  views: { Receive: () => import('./views/Receive.js') },
})
