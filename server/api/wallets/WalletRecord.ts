/** SPEC §3 wallet list entry plus the homepage and flags the registry keeps. */
export interface WalletRecord {
  /** Stable slug; also the image id. */
  id: string
  name: string
  homepage: string
  image_id: string
  /** EIP-6963 reverse-DNS id the wallet announces, when it announces one. */
  rdns: string | null
  /** Deep-link scheme or universal link that opens the mobile app for WalletConnect. */
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** CAIP-2 networks the wallet supports. */
  chains: string[]
  /** Shown before the rest of the list (Connect view's recommended row). */
  recommended: boolean
  badge_type: 'certified' | 'none'
}
