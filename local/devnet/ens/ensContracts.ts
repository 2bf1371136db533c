import { parseAbi } from 'viem'

/** Ethereum mainnet's chain id, which the local ENS chain poses as. */
export const ENS_CHAIN_ID = 1

/** The local ENS registry's ABI (EIP-137), typed for viem. */
export const ensRegistryAbi = parseAbi([
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
  'function setResolver(bytes32 node, address resolver)',
])

/** The local public resolver's ABI: addr, name (reverse records) and text. */
export const ensResolverAbi = parseAbi([
  'function setAddr(bytes32 node, address a)',
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function setText(bytes32 node, string key, string value)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** The local reverse registrar's ABI: an address sets its own primary name. */
export const ensReverseRegistrarAbi = parseAbi([
  'function setName(string name) returns (bytes32)',
  'function node(address addr) view returns (bytes32)',
])
