import { AbiCoder, concat, type BlockTag, type Provider } from 'ethers';
import type { IRentalAgreement } from '@toolshare/contract/typechain';
// Only the creation code (about 1 KB): the reader is never deployed, see readAgreements.
import { agreementReaderBytecode } from '@toolshare/contract/abi';
import { rentalAgreementInterface } from './rentalAgreementContract';

/**
 * At most this many rentals in one call. The constructor's answer is taken as contract code, so it is
 * held to the 24,576-byte code size limit (EIP-170) at 200 gas a byte: 58 agreements (416 bytes
 * each: 13 words since version 4 added the payment token) and the array's two header words make
 * 24,192 bytes and about 5.5M gas, far under the usual eth_call gas caps (geth 50M, Hardhat's block
 * gas limit 30M).
 */
export const AGREEMENTS_PER_CALL = 58;

const coder = AbiCoder.defaultAbiCoder();

/** `IRentalAgreement.Agreement[]` with its field names, from the escrow's own ABI. */
const AGREEMENTS_TYPE = (() => {
  const fields = rentalAgreementInterface.getFunction('getAgreement')?.outputs[0]?.components ?? [];
  return `tuple(${fields.map((field) => field.format('full')).join(', ')})[]`;
})();

/** One eth_call of AgreementReader's creation code: its constructor reads the agreements and returns them. */
async function readChunk(
  provider: Provider,
  escrow: string,
  ids: readonly bigint[],
  blockTag: BlockTag,
): Promise<IRentalAgreement.AgreementStructOutput[]> {
  const data = concat([agreementReaderBytecode, coder.encode(['address', 'uint256[]'], [escrow, ids])]);
  const answer = await provider.call({ data, blockTag });
  const decoded: unknown = coder.decode([AGREEMENTS_TYPE], answer)[0];
  if (!Array.isArray(decoded) || decoded.length !== ids.length)
    throw new Error(
      `AgreementReader answered ${Array.isArray(decoded) ? decoded.length : 'no'} agreements for ${ids.length} rentals.`,
    );
  // Decoded with getAgreement's own output type: each entry has the struct's named fields.
  return decoded as IRentalAgreement.AgreementStructOutput[];
}

/**
 * The agreements of `ids` on the RentalAgreement at `escrow`, at `blockTag`, in their order: one
 * eth_call per AGREEMENTS_PER_CALL rentals instead of one per rental. The call runs AgreementReader's
 * creation code (contracts/AgreementReader.sol) without a `to`, so nothing is deployed and any node
 * or wallet answers it; the chunks are asked together.
 */
export async function readAgreements(
  provider: Provider,
  escrow: string,
  ids: readonly bigint[],
  blockTag: BlockTag,
): Promise<IRentalAgreement.AgreementStructOutput[]> {
  const chunks: bigint[][] = [];
  for (let start = 0; start < ids.length; start += AGREEMENTS_PER_CALL)
    chunks.push(ids.slice(start, start + AGREEMENTS_PER_CALL));
  return (await Promise.all(chunks.map((chunk) => readChunk(provider, escrow, chunk, blockTag)))).flat();
}
