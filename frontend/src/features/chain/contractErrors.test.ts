import { describe, expect, it } from 'vitest';
import { makeError, parseEther } from 'ethers';
import { RentalAgreement__factory } from '@toolshare/contract/typechain';
import { USER_ERROR_MESSAGES } from '../../shared/errors/userMessage';
import { TRANSACTION_REJECTED, decodeContractError, describeContractError } from './contractErrors';

const iface = RentalAgreement__factory.createInterface();

describe('describeContractError', () => {
  it('says "Transaction rejected" when the user declines in the wallet', () => {
    expect(
      describeContractError(
        makeError('user rejected action', 'ACTION_REJECTED', { action: 'sendTransaction', reason: 'rejected' }),
      ),
    ).toBe(TRANSACTION_REJECTED);
    expect(describeContractError({ code: 4001, message: 'User denied transaction signature.' })).toBe(
      TRANSACTION_REJECTED,
    );
  });

  it('decodes WrongPayment from ethers CALL_EXCEPTION data with exact ETH amounts', () => {
    const data = iface.encodeErrorResult('WrongPayment', [parseEther('1.05'), parseEther('1')]);
    const error = makeError('execution reverted', 'CALL_EXCEPTION', {
      action: 'estimateGas',
      data,
      reason: null,
      transaction: { to: null, data: '0x' },
      invocation: null,
      revert: null,
    });
    expect(describeContractError(error)).toBe('The payment must be exactly 1.05 ETH (sent 1.0 ETH).');
  });

  it('finds the data nested by MetaMask (info.error.data.data) and by other providers (error.data)', () => {
    const lenderCannotRent = iface.encodeErrorResult('LenderCannotRent', []);
    expect(
      describeContractError({
        message: 'could not coalesce error',
        info: { error: { code: -32603, data: { data: lenderCannotRent } } },
      }),
    ).toBe('You cannot rent your own tool.');
    const nothing = iface.encodeErrorResult('NothingToWithdraw', []);
    expect(describeContractError({ error: { data: nothing } })).toBe('You have nothing to withdraw.');
  });

  it('names the current state for InvalidState', () => {
    const data = iface.encodeErrorResult('InvalidState', [7n, 2]);
    expect(describeContractError({ data })).toBe('Not possible while the rental is collateral deposited.');
  });

  it('has a sentence for every custom error of the contract', () => {
    const samples: Record<string, unknown[]> = {
      UnknownRental: [9n],
      InvalidState: [1n, 3],
      NotLender: [],
      NotBorrower: [],
      NotParty: [],
      NotDisputeAdmin: [],
      LenderCannotRent: [],
      InvalidDuration: [31n],
      InvalidInspectionPeriod: [5n],
      WrongPayment: [1n, 2n],
      DeadlineNotReached: [1_700_000_000n],
      DeadlinePassed: [1_700_000_000n],
      InvalidShare: [10_001n],
      NothingToWithdraw: [],
      ReentrancyGuardReentrantCall: [],
      ZeroAddress: [],
      AmountTooLarge: [parseEther('1000000000000')],
      EnforcedPause: [],
      ExpectedPause: [],
      OwnershipCannotBeRenounced: [],
      OwnableUnauthorizedAccount: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      OwnableInvalidOwner: ['0x0000000000000000000000000000000000000000'],
      FailedCall: [],
      InsufficientBalance: [1n, 2n],
      OfferExpired: [1_700_000_000n],
      StaleOfferNonce: [2n, 1n],
      InvalidOfferSignature: [],
      StringTooLong: ['a string longer than thirty-one bytes'],
      InvalidShortString: [],
      PickupNotOpen: [1_700_000_000n],
      ToolAlreadyBooked: [1_700_000_000n, 1_700_086_400n],
      InvalidStartTime: [1_700_000_001n],
      InvalidCancellationFee: [5_001n],
      UnsupportedToken: ['0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'],
      SafeERC20FailedOperation: ['0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'],
    };
    const contractErrors: string[] = [];
    iface.forEachError((fragment) => contractErrors.push(fragment.name));
    // Every error the contract can raise, its own and OpenZeppelin's, has a sentence.
    expect(contractErrors.filter((name) => !(name in samples))).toEqual([]);
    for (const name of contractErrors) {
      const message = describeContractError({ data: iface.encodeErrorResult(name, samples[name]) });
      expect(message, name).not.toMatch(/^The contract refused/);
      expect(decodeContractError({ data: iface.encodeErrorResult(name, samples[name]) })?.name).toBe(name);
    }
    expect(Object.keys(samples).every((name) => contractErrors.includes(name))).toBe(true);
    expect(describeContractError({ data: iface.encodeErrorResult('InvalidShare', [10_001n]) })).toBe(
      "The lender's share must be between 0% and 100% (got 100.01%).",
    );
  });

  it('says what a pause stops and what keeps working, and why ownership cannot be renounced', () => {
    expect(describeContractError({ data: iface.encodeErrorResult('EnforcedPause', []) })).toBe(
      'The rental contract is paused by its owner: no new offers or rentals for now. Rentals under way, returns, claims, disputes and withdrawals still work.',
    );
    expect(describeContractError({ data: iface.encodeErrorResult('OwnershipCannotBeRenounced', []) })).toMatch(
      /^Ownership of the rental contract cannot be given up/,
    );
    expect(describeContractError({ data: iface.encodeErrorResult('InvalidInspectionPeriod', [3600n]) })).toBe(
      'The inspection period must be between 1 day and 30 days (asked for 3600 seconds).',
    );
  });

  it('explains "nonce too high" after a local node restart', () => {
    const error = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { message: 'Nonce too high. Expected nonce to be 0 but got 4.' },
    };
    expect(describeContractError(error)).toMatch(/Clear activity tab data/);
  });

  it('explains insufficient funds', () => {
    const error = makeError('insufficient funds for intrinsic transaction cost', 'INSUFFICIENT_FUNDS', {
      transaction: { to: null, data: '0x' },
    });
    expect(describeContractError(error)).toBe('Your wallet does not hold enough ETH for this transaction and its gas.');
  });

  it("never shows the provider's raw text: network errors, unknown reverts and dumps get plain sentences", () => {
    expect(describeContractError(makeError('network is down', 'NETWORK_ERROR', { event: 'x' }))).toBe(
      USER_ERROR_MESSAGES.network,
    );
    expect(describeContractError(new Error('boom'))).toBe('boom');
    expect(describeContractError({ data: '0xdeadbeef', message: 'unknown revert' })).toBe('The transaction failed.');
    const unknownRevert = makeError('execution reverted (unknown custom error)', 'CALL_EXCEPTION', {
      action: 'estimateGas',
      data: '0xdeadbeefcafe',
      reason: null,
      transaction: { to: null, data: '0x' },
      invocation: null,
      revert: null,
    });
    expect(describeContractError(unknownRevert)).toBe('The contract refused the transaction.');
  });
});
