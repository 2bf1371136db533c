// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LibClone} from "solady/utils/LibClone.sol";

interface IAirlockAccount {
    function initialize(address owner) external payable;
}

/// Deploys AirlockAccount proxies at addresses fixed by their salt, which starts with the
/// owner's address: anyone may deploy a user's account (the EntryPoint does, with its first
/// user operation), but only with that user as its owner. The ABI is the one viem's
/// `toSoladySmartAccount` calls.
contract AirlockAccountFactory {
    address public immutable implementation;

    error SaltNotOwned();

    constructor(address accountImplementation) {
        implementation = accountImplementation;
    }

    /// The owner's account for `salt`, deployed and initialized when it is not yet.
    function createAccount(address owner, bytes32 salt) external payable returns (address account) {
        if (address(bytes20(salt)) != owner) revert SaltNotOwned();
        bool deployed;
        (deployed, account) = LibClone.createDeterministicERC1967(msg.value, implementation, salt);
        if (!deployed) IAirlockAccount(account).initialize(owner);
    }

    /// Where `createAccount` puts the account of `salt`, before it exists.
    function getAddress(bytes32 salt) external view returns (address) {
        return LibClone.predictDeterministicAddressERC1967(implementation, salt, address(this));
    }
}
