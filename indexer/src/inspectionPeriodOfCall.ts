// The inspection period no event carries, taken from the call that created the rental when the
// transaction called the contract itself: no JSON-RPC request, where a `getAgreement` read per rental
// made the backfill about 40 times slower (each Ponder eth_call also writes its RPC cache).
import { decodeFunctionData, type Address, type Hex } from 'viem';
import { IRentalAgreement__factory } from '@toolshare/contract/typechain';

const abi = IRentalAgreement__factory.abi;

/**
 * The `inspectionPeriodDuration` that `transaction` passed to `contract`, or undefined when the
 * transaction called another contract (a smart account, a batcher), whose input is not the escrow's call.
 * Only the calls that emit RentalCreated are read; the contract stores the value exactly as passed.
 */
export function inspectionPeriodOfCall(
  contract: Address,
  transaction: { to: Address | null; input: Hex },
): bigint | undefined {
  if (transaction.to?.toLowerCase() !== contract.toLowerCase()) return undefined;
  let call;
  try {
    call = decodeFunctionData({ abi, data: transaction.input });
  } catch {
    return undefined;
  }
  switch (call.functionName) {
    case 'createRentalOffer':
      return call.args[3];
    case 'acceptSignedRentalOffer':
    case 'acceptSignedRentalOfferWithPermit':
      return call.args[0].inspectionPeriodDuration;
    default:
      return undefined;
  }
}
