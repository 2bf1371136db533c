import { parseAbi } from 'viem'

/** Farcaster's IdRegistry on Optimism; the local chain places its compatible registry here. */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
/** Farcaster's KeyRegistry on Optimism; the local chain places its compatible registry here. */
export const KEY_REGISTRY_ADDRESS = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'
/** Optimism's chain id, which Sign In With Farcaster messages must name. */
export const FARCASTER_CHAIN_ID = 10

/** The local IdRegistry's ABI, typed for viem (`farcasterRegistries.test.ts` checks it against the compiler's). */
export const idRegistryAbi = parseAbi([
  'function name() view returns (string)',
  'function idCounter() view returns (uint256)',
  'function idOf(address) view returns (uint256)',
  'function custodyOf(uint256) view returns (address)',
  'function recoveryOf(uint256) view returns (address)',
  'function register(address recovery) returns (uint256 fid)',
  'function transfer(address to)',
  'event Register(address indexed to, uint256 indexed id, address recovery)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed id)',
  'error HasId()',
  'error HasNoId()',
])

/** The local KeyRegistry's ABI, typed for viem. Key type 2 is an auth address (abi-encoded), state 1 ADDED. */
export const keyRegistryAbi = parseAbi([
  'struct KeyData { uint8 state; uint32 keyType; }',
  'function idRegistry() view returns (address)',
  'function totalKeys(uint256) view returns (uint256)',
  'function keyDataOf(uint256 fid, bytes key) view returns (KeyData)',
  'function add(uint32 keyType, bytes key, uint8 metadataType, bytes metadata)',
  'function remove(bytes key)',
  'event Add(uint256 indexed fid, uint32 indexed keyType, bytes indexed key, bytes keyBytes, uint8 metadataType, bytes metadata)',
  'event Remove(uint256 indexed fid, bytes indexed key, bytes keyBytes)',
  'error Unauthorized()',
  'error InvalidState()',
])
