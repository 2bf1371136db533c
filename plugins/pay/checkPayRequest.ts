import { type CaipNetworkId, type Network, isValidAddress, PayError, type PayRequest } from 'airlock/kit'

/**
 * The network of a valid `request` among `networks`; a bad request throws `PAY_INVALID_REQUEST`
 * naming the field: an unknown network, a recipient or token that is not an address of it,
 * or an amount that is not a positive decimal.
 */
export function checkPayRequest(request: PayRequest, networks: readonly Network[]): Network {
  const bad = (field: string, why: string) => new PayError('PAY_INVALID_REQUEST', `Invalid pay request field '${field}': ${why}`, { details: field })
  const network = networks.find((n) => n.caipNetworkId === (request?.network as CaipNetworkId))
  if (!network) throw bad('network', `${String(request?.network)} is not one of this app's networks`)
  if (!isValidAddress(String(request.recipient), network.chainNamespace)) throw bad('recipient', `not a ${network.chainNamespace} address`)
  if (!/^\d{1,30}(\.\d{1,18})?$/.test(String(request.amount)) || !(Number(request.amount) > 0)) throw bad('amount', 'expected a positive decimal amount')
  if (request.asset !== 'native' && !isValidAddress(String(request.asset), network.chainNamespace)) throw bad('asset', "expected 'native' or a token address")
  return network
}
