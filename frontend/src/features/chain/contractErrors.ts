import { formatEther, isError, type ErrorDescription } from 'ethers';
import { userMessage } from '../../shared/errors/userMessage';
import { RENTAL_STATES } from './rentalStates';
import { describeRefusal } from './contractRefusals';
import { isUserRejection } from '../../shared/walletErrorCodes';
import { rentalAgreementInterface } from './rentalAgreementContract';

export const TRANSACTION_REJECTED = 'Transaction rejected';

/** While the owner has paused the contract (OpenZeppelin `EnforcedPause`): only new offers and rentals stop. */
export const PAUSED_MESSAGE =
  'The rental contract is paused by its owner: no new offers or rentals for now. Rentals under way, returns, claims, disputes and withdrawals still work.';

/** A custom error whose arguments are not what RentalAgreement's ABI declares (not expected from ethers' decoder). */
class UnexpectedErrorArguments extends Error {}

/** The custom error's argument at `index`, checked: ethers decodes a uint as a bigint. */
function uintArgument(decoded: ErrorDescription, index: number): bigint {
  const value: unknown = decoded.args[index];
  if (typeof value !== 'bigint') throw new UnexpectedErrorArguments(`${decoded.name}: argument ${index} is not a uint`);
  return value;
}

/** The custom error's argument at `index`, checked: ethers decodes an address as a string. */
function addressArgument(decoded: ErrorDescription, index: number): string {
  const value: unknown = decoded.args[index];
  if (typeof value !== 'string')
    throw new UnexpectedErrorArguments(`${decoded.name}: argument ${index} is not an address`);
  return value;
}

/** A time the contract names (Unix seconds), in the user's locale. */
const formatTime = (unixSeconds: bigint) => new Date(Number(unixSeconds) * 1000).toLocaleString();

/** A readable sentence for a custom error; its bare name if its arguments do not read. */
function describeCustomError(decoded: ErrorDescription): string {
  try {
    return describeCustomErrorArguments(decoded);
  } catch (error) {
    if (error instanceof UnexpectedErrorArguments) return `The contract refused: ${decoded.name}.`;
    throw error;
  }
}

/** A readable sentence for each of RentalAgreement's custom errors. */
function describeCustomErrorArguments(decoded: ErrorDescription): string {
  const uint = (index: number) => uintArgument(decoded, index);
  switch (decoded.name) {
    case 'UnknownRental':
      return describeRefusal({ error: 'UnknownRental' });
    case 'NotLender':
      return describeRefusal({ error: 'NotLender' });
    case 'NotBorrower':
      return describeRefusal({ error: 'NotBorrower' });
    case 'NotParty':
      return describeRefusal({ error: 'NotParty' });
    case 'NotDisputeAdmin':
      return describeRefusal({ error: 'NotDisputeAdmin' });
    case 'InvalidState':
      return describeRefusal({ error: 'InvalidState', state: RENTAL_STATES.at(Number(uint(1))) ?? 'NONE_INITIATED' });
    case 'LenderCannotRent':
      return describeRefusal({ error: 'LenderCannotRent' });
    case 'InvalidDuration':
      return `The rental must last 1 to 30 days (asked for ${uint(0)}).`;
    case 'InvalidInspectionPeriod':
      return `The inspection period must be between 1 day and 30 days (asked for ${uint(0)} seconds).`;
    case 'WrongPayment':
      return `The payment must be exactly ${formatEther(uint(0))} ETH (sent ${formatEther(uint(1))} ETH).`;
    case 'DeadlineNotReached':
      return describeRefusal({ error: 'DeadlineNotReached', deadline: Number(uint(0)) });
    case 'DeadlinePassed':
      return describeRefusal({ error: 'DeadlinePassed', deadline: Number(uint(0)) });
    case 'PickupNotOpen':
      return describeRefusal({ error: 'PickupNotOpen', opensAt: Number(uint(0)) });
    case 'ToolAlreadyBooked':
      return describeRefusal({ error: 'ToolAlreadyBooked', startTime: Number(uint(0)), endTime: Number(uint(1)) });
    case 'InvalidStartTime':
      return describeRefusal({ error: 'InvalidStartTime', startTime: Number(uint(0)) });
    case 'InvalidCancellationFee':
      return `The cancellation fee must be between 0% and 50% of the rent (got ${Number(uint(0)) / 100}%).`;
    case 'UnsupportedToken':
      return `The rental contract does not accept payment in ${addressArgument(decoded, 0)}.`;
    case 'SafeERC20FailedOperation':
      return `The token ${addressArgument(decoded, 0)} did not complete the transfer.`;
    case 'InvalidShare':
      return `The lender's share must be between 0% and 100% (got ${Number(uint(0)) / 100}%).`;
    case 'NothingToWithdraw':
      return 'You have nothing to withdraw.';
    case 'ReentrancyGuardReentrantCall':
      return 'A withdrawal cannot be started from inside another withdrawal.';
    case 'ZeroAddress':
      return 'The zero address is not allowed.';
    case 'AmountTooLarge':
      return `The amount is too large for the contract (${formatEther(uint(0))} ETH).`;
    case 'EnforcedPause':
      return PAUSED_MESSAGE;
    case 'ExpectedPause':
      return 'The rental contract is not paused.';
    case 'OwnershipCannotBeRenounced':
      return 'Ownership of the rental contract cannot be given up: without an owner, nobody could ever appoint a new dispute admin.';
    case 'OwnableUnauthorizedAccount':
      return 'Only the owner of the rental contract can do this.';
    case 'OwnableInvalidOwner':
      return `${addressArgument(decoded, 0)} cannot own the rental contract.`;
    case 'FailedCall':
      return 'The payment could not be sent: the receiving address did not accept ETH.';
    case 'InsufficientBalance':
      return `The contract holds too little ETH for this payment (${formatEther(uint(0))} ETH held, ${formatEther(uint(1))} ETH needed).`;
    case 'OfferExpired':
      return `This signed offer has expired (it was good until ${formatTime(uint(0))}).`;
    case 'StaleOfferNonce':
      return 'This signed offer is no longer valid: the lender cancelled it.';
    case 'InvalidOfferSignature':
      return "The offer's signature does not match its lender and terms.";
    // OpenZeppelin's EIP-712 domain: never raised with the contract's own inputs.
    case 'StringTooLong':
    case 'InvalidShortString':
      return 'The contract could not read its own signing domain.';
    default:
      return `The contract refused: ${decoded.name}.`;
  }
}

interface ErrorShape {
  data?: unknown;
  error?: unknown;
  info?: { error?: unknown };
  revert?: { name?: unknown };
  cause?: unknown;
  shortMessage?: unknown;
  message?: unknown;
}

const asShape = (value: unknown): ErrorShape | null => (typeof value === 'object' && value !== null ? value : null);

/** The revert data, wherever the provider put it (ethers, MetaMask's JSON-RPC error, Hardhat's). */
function findRevertData(error: unknown, depth = 0): string | null {
  const shape = asShape(error);
  if (!shape || depth > 5) return null;
  if (typeof shape.data === 'string' && shape.data.startsWith('0x') && shape.data.length >= 10) return shape.data;
  // MetaMask nests it one level deeper: { data: { data: '0x…' } }.
  for (const inner of [shape.data, shape.info?.error, shape.error, shape.cause]) {
    const found = findRevertData(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The contract's custom error, decoded, or null. */
export function decodeContractError(error: unknown): ErrorDescription | null {
  const data = findRevertData(error);
  if (!data) return null;
  try {
    return rentalAgreementInterface.parseError(data);
  } catch {
    return null;
  }
}

/** Everything the error says, lower-cased, to spot node messages such as "nonce too high". */
function allMessages(error: unknown, depth = 0): string {
  const shape = asShape(error);
  if (!shape || depth > 5) return typeof error === 'string' ? error.toLowerCase() : '';
  const own = [shape.shortMessage, shape.message].filter((part): part is string => typeof part === 'string').join(' ');
  const nested = [shape.info?.error, shape.error, shape.cause, shape.data]
    .map((inner) => allMessages(inner, depth + 1))
    .join(' ');
  return `${own.toLowerCase()} ${nested}`;
}

/** What the contract-error table makes of `error` (a refusal, a decoded custom error, a node's advice), or null. */
export function readContractError(error: unknown): string | null {
  if (isUserRejection(error)) return TRANSACTION_REJECTED;

  const decoded = decodeContractError(error);
  if (decoded) return describeCustomError(decoded);

  const text = allMessages(error);
  if (text.includes('nonce too high') || text.includes('nonce has already been used')) {
    return 'The wallet\'s transaction count does not match the chain (the local node was probably restarted). In MetaMask, open Settings → Advanced → "Clear activity tab data" for this account, then try again.';
  }
  if (isError(error, 'INSUFFICIENT_FUNDS') || text.includes('insufficient funds')) {
    return 'Your wallet does not hold enough ETH for this transaction and its gas.';
  }

  // ethers decodes a few reverts itself (e.g. a require string).
  const revertName = asShape(error)?.revert?.name;
  if (typeof revertName === 'string' && /^\w+$/.test(revertName)) return `The contract refused: ${revertName}.`;
  if (isError(error, 'CALL_EXCEPTION')) return 'The contract refused the transaction.';
  return null;
}

/** What the user reads when a contract call or transaction fails: never the provider's raw text. */
export function describeContractError(error: unknown): string {
  return userMessage(error, 'The transaction failed.', [readContractError]);
}
