import { type AirlockContext, ApiError, isValidAddress, type Network, type ResponseSchema } from 'airlock/kit'

/** A registered name and the address it gives for one network. */
export interface ResolvedName {
  name: string
  address: string
  avatar: string | undefined
}

interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
  avatar: string | undefined
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

// A Standard Schema written by hand: it keeps only the addresses that are well formed.
const profileSchema: ResponseSchema<NameProfile> = {
  '~standard': { version: 1, vendor: 'airlock', validate(value: unknown) {
    if (!isObject(value) || typeof value.name !== 'string' || !isObject(value.addresses)) {
      return { issues: [{ message: 'expected { name, addresses }' }] }
    }
    const addresses: NameProfile['addresses'] = {}
    for (const [coinType, entry] of Object.entries(value.addresses)) {
      if (isObject(entry) && typeof entry.address === 'string') addresses[coinType] = { address: entry.address }
    }
    const avatar = isObject(value.attributes) ? value.attributes.avatar : undefined
    return { value: { name: value.name, addresses, avatar: typeof avatar === 'string' && avatar ? avatar : undefined } }
  } },
}

// ENSIP-11 coin types, most specific first: this EVM chain, any EVM chain, Ethereum; SOL is 501.
function coinTypes(network: Network): string[] {
  if (network.chainNamespace === 'solana') return ['501']
  return [String((0x80000000 | Number(network.id)) >>> 0), String(0x80000000), '60']
}

/** Whether `input` could be a registered name (`alice`, `alice.airlock.id`) rather than an address. */
export function looksLikeName(input: string): boolean {
  return input.length <= 100 && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(input) && !/^0x/i.test(input)
}

/**
 * Looks up a registered name through the API (`GET /v1/profile/account/{name}`) and returns
 * the address it gives for `network`: the one registered for that chain, else any address
 * well formed for the namespace (an EVM account has one address on every EVM chain).
 * Resolves undefined when the name is not registered or gives no such address.
 */
export async function resolveReceiverName(context: Pick<AirlockContext, 'api'>, input: string, network: Network): Promise<ResolvedName | undefined> {
  let profile: NameProfile
  try {
    profile = await context.api.get(`/v1/profile/account/${encodeURIComponent(input)}`, { apiVersion: 2 }, profileSchema)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined
    throw error
  }
  const namespace = network.chainNamespace
  const entries = Object.entries(profile.addresses)
  const preferred = coinTypes(network).map((coinType) => profile.addresses[coinType]?.address)
  const address = [...preferred, ...entries.map(([, entry]) => entry.address)].find(
    (candidate): candidate is string => candidate !== undefined && isValidAddress(candidate, namespace),
  )
  return address ? { name: profile.name, address, avatar: profile.avatar } : undefined
}
