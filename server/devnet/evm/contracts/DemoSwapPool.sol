// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The part of DemoToken the pool calls.
interface IDemoToken {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title A constant-product pool between the native coin and DemoToken, 0.3% fee.
/// @notice The pool's reserves are its own balances: liquidity is added by sending ETH
/// with the deployment and minting tokens to the pool, with no LP shares to track.
contract DemoSwapPool {
    IDemoToken public immutable token;

    event Swap(address indexed sender, address indexed to, bool ethToToken, uint256 amountIn, uint256 amountOut);

    error ZeroAmount();
    error InsufficientOutput(uint256 amountOut, uint256 minOut);
    error EthTransferFailed(address to);

    constructor(IDemoToken token_) payable {
        token = token_;
    }

    /// @return ethReserve The pool's ETH, in wei.
    /// @return tokenReserve The pool's DemoToken, in its smallest unit.
    function reserves() public view returns (uint256 ethReserve, uint256 tokenReserve) {
        return (address(this).balance, token.balanceOf(address(this)));
    }

    /// @notice What a swap of `amountIn` would pay out now, after the 0.3% fee.
    function getAmountOut(uint256 amountIn, bool ethToToken) external view returns (uint256) {
        (uint256 ethReserve, uint256 tokenReserve) = reserves();
        return ethToToken
            ? _amountOut(amountIn, ethReserve, tokenReserve)
            : _amountOut(amountIn, tokenReserve, ethReserve);
    }

    function swapExactEthForTokens(uint256 minOut, address to) external payable returns (uint256 amountOut) {
        (uint256 ethReserve, uint256 tokenReserve) = reserves();
        // msg.value is already part of the balance; the price is set by what was there before.
        amountOut = _amountOut(msg.value, ethReserve - msg.value, tokenReserve);
        if (amountOut < minOut) revert InsufficientOutput(amountOut, minOut);
        token.transfer(to, amountOut);
        emit Swap(msg.sender, to, true, msg.value, amountOut);
    }

    /// @notice Pulls `amountIn` tokens with transferFrom, so the caller approves the pool first.
    function swapExactTokensForEth(uint256 amountIn, uint256 minOut, address to) external returns (uint256 amountOut) {
        (uint256 ethReserve, uint256 tokenReserve) = reserves();
        amountOut = _amountOut(amountIn, tokenReserve, ethReserve);
        if (amountOut < minOut) revert InsufficientOutput(amountOut, minOut);
        token.transferFrom(msg.sender, address(this), amountIn);
        emit Swap(msg.sender, to, false, amountIn, amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        if (!sent) revert EthTransferFailed(to);
    }

    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        if (amountIn == 0) revert ZeroAmount();
        uint256 amountInAfterFee = amountIn * 997;
        return (amountInAfterFee * reserveOut) / (reserveIn * 1000 + amountInAfterFee);
    }
}
