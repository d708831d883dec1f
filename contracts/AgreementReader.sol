// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {RentalAgreement} from "./RentalAgreement.sol";

/**
 * @title AgreementReader
 * @author Toolshare
 * @notice Reads many rentals of a RentalAgreement in one `eth_call`, without ever being deployed: the app
 * sends this contract's creation code with its constructor arguments as an `eth_call` that has no `to`,
 * and the constructor returns the agreements (ABI-encoded `RentalAgreement.Agreement[]`) in place of
 * runtime code. The node runs the read and keeps nothing, so it works on any chain with no address to
 * configure (frontend/src/features/chain/agreementReader.ts).
 */
contract AgreementReader {
    /**
     * @notice Returns `RentalAgreement.Agreement[]`, one per id in `rentalIds`, in their order.
     * @dev Reverts (with the escrow's {UnknownRental}) when any id is unknown. The answer is taken as contract
     * code, so it must stay under the 24,576-byte code size limit: the caller sends at most 58 ids (416 bytes
     * each), which also keeps the call far under the node's `eth_call` gas cap.
     * @param escrow The RentalAgreement to read.
     * @param rentalIds The rentals to read.
     */
    constructor(RentalAgreement escrow, uint256[] memory rentalIds) {
        RentalAgreement.Agreement[] memory agreements = new RentalAgreement.Agreement[](rentalIds.length);
        for (uint256 index = 0; index < rentalIds.length; ++index) {
            agreements[index] = escrow.getAgreement(rentalIds[index]);
        }
        bytes memory encoded = abi.encode(agreements);
        // The constructor's return data is what the call answers: the encoded array, not code to deploy.
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            return(add(encoded, 32), mload(encoded))
        }
    }
}
