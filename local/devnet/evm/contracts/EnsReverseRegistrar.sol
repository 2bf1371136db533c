// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryForReverse {
    function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl) external;
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner) external returns (bytes32);
}

interface INameResolver {
    function setName(bytes32 node, string calldata name) external;
}

/// @title The reverse registrar of `addr.reverse` for the local chain that poses as Ethereum mainnet.
/// @notice An address sets its primary name (EIP-181): the registrar claims `<hex address>.addr.reverse`,
/// writes the name in the default resolver and hands the node to the address, as ENS's does.
contract EnsReverseRegistrar {
    /// namehash('addr.reverse')
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    IEnsRegistryForReverse public immutable ens;
    INameResolver public immutable defaultResolver;

    event ReverseClaimed(address indexed addr, bytes32 indexed node);

    constructor(IEnsRegistryForReverse registry, INameResolver resolver) {
        ens = registry;
        defaultResolver = resolver;
    }

    /// Sets the caller's primary name; returns its reverse node.
    function setName(string calldata newName) external returns (bytes32 reverseNode) {
        bytes32 label = sha3HexAddress(msg.sender);
        reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, label));
        ens.setSubnodeRecord(ADDR_REVERSE_NODE, label, address(this), address(defaultResolver), 0);
        defaultResolver.setName(reverseNode, newName);
        ens.setSubnodeOwner(ADDR_REVERSE_NODE, label, msg.sender);
        emit ReverseClaimed(msg.sender, reverseNode);
    }

    function node(address addr) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, sha3HexAddress(addr)));
    }

    /// keccak256 of the address as 40 lowercase hex characters, without 0x.
    function sha3HexAddress(address addr) public pure returns (bytes32) {
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
