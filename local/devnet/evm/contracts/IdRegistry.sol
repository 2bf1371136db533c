// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IdRegistry-compatible Farcaster id registry for the local chain.
/// @notice Answers what Sign In With Farcaster verification reads from Farcaster's IdRegistry
/// (idOf, custodyOf) with the same ABI, at the canonical address, on a local chain with
/// Optimism's chain id. It is placed with hardhat_setCode, so it has no constructor state and
/// fids count from 1. Registration is open to any address for itself, as through the real
/// IdGateway but without its storage fee.
contract IdRegistry {
    string public constant name = "Farcaster FID";

    /// @notice The last fid handed out.
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error HasNoId();

    /// @notice Registers a new fid with the caller as its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }

    /// @notice Moves the caller's fid to a new custody address (the real registry also wants the receiver's signature).
    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
