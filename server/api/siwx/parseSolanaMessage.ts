/** The fields of a Sign In With Solana message, as written by `formatSolanaMessage`. */
export interface SolanaSignIn {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources: string[]
}

const labels: Record<string, keyof SolanaSignIn> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
}

/** Reads a Sign In With Solana message; undefined when it is not one. */
export function parseSolanaMessage(text: string): SolanaSignIn | undefined {
  const lines = text.split('\n')
  const head = /^(\S+) wants you to sign in with your Solana account:$/.exec(lines[0] ?? '')
  const address = lines[1]
  if (!head || !address || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) || lines[2] !== '') return undefined
  const fields: Partial<Record<keyof SolanaSignIn, string>> = {}
  let index = 3
  if (lines[index] !== undefined && !/^[A-Za-z ]+: /.test(lines[index]!)) {
    fields.statement = lines[index]
    if (lines[index + 1] !== '') return undefined
    index += 2
  }
  const resources: string[] = []
  for (; index < lines.length; index++) {
    const line = lines[index]!
    if (line === 'Resources:') {
      for (const resource of lines.slice(index + 1)) {
        if (!resource.startsWith('- ')) return undefined
        resources.push(resource.slice(2))
      }
      break
    }
    const match = /^([A-Za-z ]+): (.+)$/.exec(line)
    const key = match && labels[match[1]!]
    if (!key || fields[key] !== undefined) return undefined
    fields[key] = match[2]
  }
  const { uri, version, chainId, nonce, issuedAt } = fields
  if (!uri || !version || !chainId || !nonce || !issuedAt) return undefined
  return { ...fields, domain: head[1]!, address, uri, version, chainId, nonce, issuedAt, resources }
}
