// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryForUniversal {
    function resolver(bytes32 node) external view returns (address);
}

interface IReverseNameResolver {
    function name(bytes32 node) external view returns (string memory);
    function addr(bytes32 node) external view returns (address payable);
}

/// @title A UniversalResolver for the local chain that poses as Ethereum mainnet.
/// @notice The two calls viem's getEnsAddress/getEnsText and getEnsName make
/// (`resolveWithGateways`, `reverseWithGateways`), with ENS's error signatures so viem tells
/// "no such name" apart from a failure. On-chain resolvers only: no CCIP-Read gateways, and the
/// reverse lookup knows Ethereum's coin type (60) only.
contract EnsUniversalResolver {
    /// namehash('addr.reverse')
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    IEnsRegistryForUniversal public immutable registry;

    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string resolvedName, bytes resolvedAddress);
    error UnsupportedResolverProfile(bytes4 selector);

    constructor(IEnsRegistryForUniversal ensRegistry) {
        registry = ensRegistry;
    }

    /// Calls `data` on the resolver of the DNS-encoded `name` (or of its nearest ancestor that has one, ENSIP-10).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        (address resolver,) = findResolver(name, 0);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, resolver);
    }

    /// The primary name of `lookupAddress` (20 bytes), checked against its forward address.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory resolvedName, address resolver, address reverseResolver)
    {
        if (coinType != 60 || lookupAddress.length != 20) revert UnsupportedResolverProfile(bytes4(0x691f3431));
        address account = address(bytes20(lookupAddress));
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, sha3HexAddress(account)));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        resolvedName = IReverseNameResolver(reverseResolver).name(reverseNode);
        if (bytes(resolvedName).length == 0) return ("", address(0), reverseResolver);
        bytes32 forwardNode = namehash(bytes(resolvedName));
        resolver = registry.resolver(forwardNode);
        address forward = resolver == address(0) ? address(0) : address(IReverseNameResolver(resolver).addr(forwardNode));
        if (forward != account) revert ReverseAddressMismatch(resolvedName, abi.encodePacked(forward));
    }

    // The resolver of the name at `offset` of a DNS-encoded name, else its parent's; and its node.
    function findResolver(bytes calldata name, uint256 offset) internal view returns (address resolver, bytes32 node) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 size = uint8(name[offset]);
        if (size == 0) return (registry.resolver(bytes32(0)), bytes32(0));
        if (offset + 1 + size >= name.length) revert DNSDecodingFailed(name);
        (address parentResolver, bytes32 parent) = findResolver(name, offset + 1 + size);
        node = keccak256(abi.encodePacked(parent, keccak256(name[offset + 1:offset + 1 + size])));
        address own = registry.resolver(node);
        resolver = own != address(0) ? own : parentResolver;
    }

    // EIP-137 namehash of a dotted name, from its last label to its first.
    function namehash(bytes memory name) internal pure returns (bytes32 node) {
        if (name.length == 0) return bytes32(0);
        uint256 end = name.length;
        for (uint256 i = name.length; i > 0; i--) {
            if (name[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, labelHash(name, i, end)));
                end = i - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, labelHash(name, 0, end)));
    }

    function labelHash(bytes memory name, uint256 start, uint256 end) private pure returns (bytes32 hash) {
        assembly {
            hash := keccak256(add(add(name, 32), start), sub(end, start))
        }
    }

    function sha3HexAddress(address addr) private pure returns (bytes32) {
        bytes memory hexChars = "0123456789abcdef";
        bytes memory out = new bytes(40);
        uint160 value = uint160(addr);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = hexChars[value & 0xf];
            value >>= 4;
        }
        return keccak256(out);
    }
}
