import { parseAbi } from 'viem'

/**
 * The ABI of `contracts/DemoNft.sol` (Airlock Pass, PASS, ERC-721), typed for viem.
 * Written by hand for its types; `compileContracts.test.ts` fails if it drifts from the
 * compiler's ABI.
 */
export const demoNftAbi = parseAbi([
  'constructor(string baseURI_, address minter_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function owner() view returns (address)',
  'function minter() view returns (address)',
  'function totalSupply() view returns (uint256)',
  'function baseURI() view returns (string)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function balanceOf(address holder) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address holder, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function setBaseURI(string baseURI_)',
  'function mint(address to) returns (uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'error NotOwner(address caller)',
  'error NotMinter(address caller)',
  'error NonexistentToken(uint256 tokenId)',
  'error InvalidOwner(address owner)',
  'error InvalidReceiver(address receiver)',
  'error IncorrectOwner(address from, uint256 tokenId, address owner)',
  'error NotAuthorized(address caller, uint256 tokenId)',
])
