// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev What a contract receiving a token through safeTransferFrom must answer (ERC-721).
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title Airlock Pass (PASS): the ERC-721 the Airlock local chain deploys.
/// @notice Token ids start at 1 and count up, so totalSupply() is also the last id minted.
contract DemoNft {
    string public constant name = "Airlock Pass";
    string public constant symbol = "PASS";

    address public immutable owner;
    /// @notice A second account allowed to mint: the local API's test-funds faucet.
    address public immutable minter;
    uint256 public totalSupply;
    string public baseURI;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotOwner(address caller);
    error NotMinter(address caller);
    error NonexistentToken(uint256 tokenId);
    error InvalidOwner(address owner);
    error InvalidReceiver(address receiver);
    error IncorrectOwner(address from, uint256 tokenId, address owner);
    error NotAuthorized(address caller, uint256 tokenId);

    constructor(string memory baseURI_, address minter_) {
        owner = msg.sender;
        minter = minter_;
        baseURI = baseURI_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 Metadata
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert InvalidOwner(holder);
        return _balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = _owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
        return holder;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _toDecimal(tokenId));
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function isApprovedForAll(address holder, address operator) public view returns (bool) {
        return _operatorApprovals[holder][operator];
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !isApprovedForAll(holder, msg.sender)) revert NotAuthorized(msg.sender, tokenId);
        _tokenApprovals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert IncorrectOwner(from, tokenId, holder);
        if (to == address(0)) revert InvalidReceiver(to);
        bool allowed = msg.sender == holder || _tokenApprovals[tokenId] == msg.sender
            || isApprovedForAll(holder, msg.sender);
        if (!allowed) revert NotAuthorized(msg.sender, tokenId);
        delete _tokenApprovals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    /// @notice Like transferFrom, but a contract receiver must accept the token, so a pass
    /// is never locked in a contract that cannot move it again.
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
            if (answer != IERC721Receiver.onERC721Received.selector) revert InvalidReceiver(to);
        } catch {
            revert InvalidReceiver(to);
        }
    }

    function setBaseURI(string calldata baseURI_) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        baseURI = baseURI_;
    }

    function mint(address to) external returns (uint256 tokenId) {
        if (msg.sender != owner && msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert InvalidReceiver(to);
        tokenId = ++totalSupply;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _toDecimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
