import { nameAvatar } from './nameAvatar.js'

/** A registered name as the profile endpoints answer it (`apiVersion` 2 shape). */
export interface NameProfile {
  name: string
  registered: number
  updated: number
  /** Keyed by ENSIP-11 coin type: 60 for Ethereum, 0x80000000 | chainId for other EVM chains. */
  addresses: Record<string, { address: string; created: number }>
  attributes: Record<string, string>
}

/** The row shape the names table yields. */
export interface NameRow {
  name: string
  address: string
  coin_type: number
  attributes: Record<string, string>
  created_at: Date
  updated_at: Date
}

/**
 * Maps a stored row to the answer shape; times are Unix seconds like the rest of the profile
 * API, and the avatar is the one a page may load (see `nameAvatar`).
 */
export function toNameProfile(row: NameRow, publicUrl: string): NameProfile {
  const created = Math.floor(row.created_at.getTime() / 1000)
  const { avatar: stored, ...attributes } = row.attributes
  const avatar = nameAvatar(row.name, stored, publicUrl)
  return {
    name: row.name,
    registered: created,
    updated: Math.floor(row.updated_at.getTime() / 1000),
    addresses: { [String(row.coin_type)]: { address: row.address, created } },
    attributes: avatar ? { ...attributes, avatar } : attributes,
  }
}
