import { isAddress } from 'viem'
import { registrationText as text } from '../../../plugins/names/registrationMessage.js'
import { isEvmCoinType } from './nameRules.js'

/** What a signed registration message says, read back line by line. */
export interface RegistrationMessage {
  name: string
  address: string
  coinType: number
  /** When it was signed, in ms. */
  issuedAt: number
  attributes: Record<string, string>
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/
const attributeLine = /^([A-Za-z0-9_.-]{1,32}): (.{0,512})$/

/**
 * Reads the registration text the names feature has a wallet sign (`registrationMessage`):
 * its heading, then `Name:`, `Account:`, `Coin type:` and `Issued at:` in that order, any
 * `Attribute key: value` lines, and its closing sentence, nothing else and nothing out of
 * place, so every word the person read is what is stored. Answers the fields, or why the
 * text is not one (for the 400 that names `message`).
 */
export function parseRegistrationMessage(message: string): RegistrationMessage | { problem: string } {
  const lines = message.split('\n')
  const field = (index: number, prefix: string) => (lines[index]?.startsWith(prefix) ? lines[index]!.slice(prefix.length) : undefined)
  if (lines[0] !== text.heading || lines[1] !== '') return { problem: `expected the registration text, starting '${text.heading}'` }
  const name = field(2, text.name)
  const address = field(3, text.account)
  const coinType = field(4, text.coinType)
  const issuedAt = field(5, text.issuedAt)
  if (name === undefined || address === undefined || coinType === undefined || issuedAt === undefined) {
    return { problem: `expected the lines '${text.name}', '${text.account}', '${text.coinType}' and '${text.issuedAt}' in that order` }
  }
  if (!name || name.length > 80) return { problem: 'name must have 1 to 80 characters' }
  if (!isAddress(address, { strict: false })) return { problem: 'account must be an 0x address' }
  if (!/^\d{1,10}$/.test(coinType) || !isEvmCoinType(Number(coinType))) return { problem: 'coin type must be 60 or an ENSIP-11 EVM coin type' }
  const at = isoInstant.test(issuedAt) ? Date.parse(issuedAt) : Number.NaN
  if (!Number.isFinite(at)) return { problem: "issued at must be an ISO 8601 instant in UTC ('2026-05-01T12:00:00.000Z')" }
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>
  let index = 6
  for (; lines[index]?.startsWith(text.attribute); index++) {
    const parsed = attributeLine.exec(lines[index]!.slice(text.attribute.length))
    if (!parsed || Object.hasOwn(attributes, parsed[1]!)) return { problem: `line ${index + 1} must be one '${text.attribute}key: value' (key: letters, digits, '.', '_' or '-', at most 32)` }
    attributes[parsed[1]!] = parsed[2]!
  }
  if (lines[index] !== '' || lines[index + 1] !== text.footer || lines.length !== index + 2) return { problem: `expected the registration text to end '${text.footer}'` }
  return { name, address, coinType: Number(coinType), issuedAt: at, attributes }
}
