// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ActingParty} from "./ActingParty.sol";

/**
 * @title SmartAccountLender
 * @author Toolshare
 * @notice Test helper: a smart account (EIP-1271) controlled by one key. It answers `isValidSignature`
 * with the magic value for a 65-byte ECDSA signature of the hash by its key, and acts in the escrow like
 * {ActingParty}, so that a test can make a smart account the lender of a signed offer, paid and withdrawing.
 */
contract SmartAccountLender is ActingParty, IERC1271 {
    /// @notice The key whose signatures this account accepts.
    address public immutable KEY;

    /// @notice Binds the account to one escrow and one key.
    /// @param target The RentalAgreement address.
    /// @param key The account's signing key.
    constructor(address target, address key) ActingParty(target) {
        KEY = key;
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4 magicValue) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecoverCalldata(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == KEY ? IERC1271.isValidSignature.selector : bytes4(0);
    }
}
