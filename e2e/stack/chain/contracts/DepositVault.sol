// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Local stand-in for the production deposit contract: same entry points, event and
/// errors, so the app and the reference API cannot tell the difference.
contract DepositVault {
    struct Order {
        uint256 orderNo;
        address token;
        address from;
        address to;
        uint256 amount;
        uint256 blockNumber;
        uint256 timestamp;
    }

    address public owner;
    address public operator;
    /// @notice Receiver of every deposit; deposits are refused while it is unset.
    address public vault;

    mapping(uint256 => Order) private _orders;

    event DepositToken(address indexed from, address indexed to, uint256 indexed orderNo, uint256 amount);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event OperatorChanged(address indexed previousOperator, address indexed newOperator);
    event VaultChanged(address indexed previousVault, address indexed newVault);

    error OrderExist();
    error ParamError();
    error VaultIsNull();
    error NotOwner();
    error NotOperator();
    error TransferFailed();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    modifier onlyOperator() {
        if (msg.sender != owner && msg.sender != operator) revert NotOperator();
        _;
    }

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert ParamError();
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function setOperator(address newOperator) external onlyOwner {
        emit OperatorChanged(operator, newOperator);
        operator = newOperator;
    }

    /// @dev Zero is accepted so tests can put the vault back into the "no receiver" state.
    function setVault(address receiver) external onlyOperator {
        emit VaultChanged(vault, receiver);
        vault = receiver;
    }

    function deposit(address token, uint256 amount, uint256 orderNo, uint256 flag) external {
        if (flag != 1 || amount == 0 || token == address(0)) revert ParamError();
        address receiver = vault;
        if (receiver == address(0)) revert VaultIsNull();
        // `from` is never zero for a stored order, so it doubles as the "used" marker.
        if (_orders[orderNo].from != address(0)) revert OrderExist();

        _orders[orderNo] = Order({
            orderNo: orderNo,
            token: token,
            from: msg.sender,
            to: receiver,
            amount: amount,
            blockNumber: block.number,
            timestamp: block.timestamp
        });

        _safeTransferFrom(token, msg.sender, receiver, amount);
        emit DepositToken(msg.sender, receiver, orderNo, amount);
    }

    /// @notice Unknown order numbers return an all-zero order rather than reverting.
    function getOrder(uint256 orderNo) external view returns (Order memory) {
        return _orders[orderNo];
    }

    // Tokens that return nothing from transferFrom (as some mainnet stablecoins do) count as
    // success; an explicit `false` does not. A token's own revert is passed on unchanged so the
    // caller sees why (no allowance, no balance) rather than a generic failure.
    function _safeTransferFrom(address token, address from, address to, uint256 amount) private {
        if (token.code.length == 0) revert ParamError();
        (bool ok, bytes memory data) =
            token.call(abi.encodeWithSelector(0x23b872dd, from, to, amount));
        if (!ok) {
            if (data.length == 0) revert TransferFailed();
            assembly {
                revert(add(data, 32), mload(data))
            }
        }
        if (data.length != 0 && (data.length < 32 || !abi.decode(data, (bool)))) revert TransferFailed();
    }
}
