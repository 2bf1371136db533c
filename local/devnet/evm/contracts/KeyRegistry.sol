// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IIdRegistryReader {
    function idOf(address owner) external view returns (uint256);
}

/// @title KeyRegistry-compatible Farcaster key registry for the local chain.
/// @notice Answers keyDataOf with the same ABI as Farcaster's KeyRegistry, at the canonical
/// address: Sign In With Farcaster accepts a signature by an fid's auth address (key type 2,
/// state ADDED). An fid's custody address adds and removes its keys directly (the real
/// registry takes them through its KeyGateway). Placed with hardhat_setCode: no constructor.
contract KeyRegistry {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    /// @notice The IdRegistry at its canonical address, which tells whose fid a caller holds.
    address public constant idRegistry = 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b;

    mapping(uint256 => mapping(bytes => KeyData)) internal keys;
    mapping(uint256 => uint256) public totalKeys;

    event Add(uint256 indexed fid, uint32 indexed keyType, bytes indexed key, bytes keyBytes, uint8 metadataType, bytes metadata);
    event Remove(uint256 indexed fid, bytes indexed key, bytes keyBytes);

    error Unauthorized();
    error InvalidState();

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    /// @notice Adds a key to the caller's fid.
    function add(uint32 keyType, bytes calldata key, uint8 metadataType, bytes calldata metadata) external {
        uint256 fid = IIdRegistryReader(idRegistry).idOf(msg.sender);
        if (fid == 0) revert Unauthorized();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.NULL) revert InvalidState();
        data.state = KeyState.ADDED;
        data.keyType = keyType;
        totalKeys[fid] += 1;
        emit Add(fid, keyType, key, key, metadataType, metadata);
    }

    /// @notice Removes one of the caller's fid's keys; a removed key is never added again.
    function remove(bytes calldata key) external {
        uint256 fid = IIdRegistryReader(idRegistry).idOf(msg.sender);
        if (fid == 0) revert Unauthorized();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.ADDED) revert InvalidState();
        data.state = KeyState.REMOVED;
        totalKeys[fid] -= 1;
        emit Remove(fid, key, key);
    }
}
