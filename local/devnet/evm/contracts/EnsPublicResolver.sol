// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryForResolver {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address holder, address operator) external view returns (bool);
}

/// @title A public resolver for the local chain that poses as Ethereum mainnet.
/// @notice The profiles viem reads: addr (EIP-137), name (the reverse record, EIP-181) and text
/// (EIP-634, for `avatar`). Whoever owns a node in the registry, or their operator, sets its records.
contract EnsPublicResolver {
    IEnsRegistryForResolver public immutable ens;

    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    error Unauthorised(bytes32 node);

    modifier authorised(bytes32 node) {
        address holder = ens.owner(node);
        if (holder != msg.sender && !ens.isApprovedForAll(holder, msg.sender)) revert Unauthorised(node);
        _;
    }

    constructor(IEnsRegistryForResolver registry) {
        ens = registry;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function addr(bytes32 node) external view returns (address payable) {
        return payable(addresses[node]);
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0x691f3431 // name(bytes32)
            || interfaceId == 0x59d1d43c; // text(bytes32,string)
    }
}
