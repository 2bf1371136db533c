// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A contract account with one owner key that speaks ERC-1271: a signature is valid when the
/// owner signed the hash. What the local chain offers to test sign-in and signatures of
/// smart-contract accounts, deployed directly (ERC-1271) or counterfactually through the
/// deterministic deployer (ERC-6492).
contract OwnerAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// ERC-1271: 0x1626ba7e when `signature` (65 bytes: r, s, v) is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Only the lower half of s: a signature has one valid form (EIP-2).
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return 0xffffffff;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
