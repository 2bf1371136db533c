// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC4337} from "solady/accounts/ERC4337.sol";

/// The embedded wallet's smart account: Solady's ERC-4337 account (EntryPoint v0.7) owned by
/// the embedded EOA key, cloned behind an ERC-1967 proxy by AirlockAccountFactory. It signs
/// for sign-in and typed data through ERC-1271 with ERC-7739's nested EIP-712 hashing, so a
/// signature made for this account is never valid for another account of the same owner.
contract AirlockAccount is ERC4337 {
    /// The EIP-712 domain ERC-7739 signatures name (with this account's address and chain).
    function _domainNameAndVersion() internal pure override returns (string memory, string memory) {
        return ("AirlockAccount", "1");
    }
}
