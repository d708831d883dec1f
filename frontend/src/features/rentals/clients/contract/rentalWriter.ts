import type { ContractTransactionResponse } from 'ethers';
import type { RentalAgreement } from '@toolshare/contract/typechain';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { connectRentalAgreement, rentalAgreementInterface, type EventLogReader } from '../../../chain';
import type { Tool } from '../../../tools';
import type { ContractRentals } from '../../actions/actionEntry';
import { RENTAL_ERROR_MESSAGES, RentalError } from '../../actions/rentalErrors';
import { RENTAL_ACTIONS, type ActionArgs, type ActionResult, type RentalActionName } from '../../actions/rentalActions';
import { checkSignedOffer, type SignedOfferChain } from '../../../signedOffers';
import {
  toolOfferKey,
  type OfferQuote,
  type OnchainToolStatuses,
  type Rental,
  type RentalsWallet,
  type TransactionObserver,
} from '../../types';
import { followTransaction } from '../followTransaction';
import {
  PERMIT_LIFETIME_SECONDS,
  hasAllowance,
  readTokenBalance,
  sendApprove,
  signPermit,
  type PermitSignature,
} from '../tokenPayment';
import type { ChainConnection } from './chainConnection';
import { contractFailure, failingAs } from './contractFailure';

const DEFAULT_INSPECTION_PERIOD_SECONDS = 3 * 24 * 60 * 60;

/** A connected wallet that can sign. */
type SigningWallet = RentalsWallet & { signer: NonNullable<RentalsWallet['signer']> };

/** The reads an action needs before it sends and after it is mined. */
export interface WriterReads {
  rental: (rentalId: string) => Promise<Rental>;
  offerTerms: (tool: Tool) => Promise<OfferQuote | null>;
  toolStatuses: () => Promise<OnchainToolStatuses>;
  pendingWithdrawal: (account: string) => Promise<bigint>;
  pendingTokenWithdrawal: (token: string, account: string) => Promise<bigint>;
  signedOfferChain: () => SignedOfferChain;
}

export interface RentalWriterOptions {
  getWallet: () => RentalsWallet | null;
  /** The inspection period of an offer opened by transaction (createRentalOffer); a signed offer carries its listing's own. */
  inspectionPeriodSeconds?: number;
  /** How long a sent transaction may go unmined before the node is asked whether it still knows it (followTransaction). */
  dropAfterMs?: number;
}

/**
 * The rental actions on the contract: each signs with the connected wallet, waits for its
 * transaction to be mined (following a replacement) and returns the rental read back.
 */
export class RentalWriter {
  private readonly connection: ChainConnection;
  private readonly logs: EventLogReader;
  private readonly reads: WriterReads;
  private readonly options: RentalWriterOptions;

  constructor(connection: ChainConnection, logs: EventLogReader, reads: WriterReads, options: RentalWriterOptions) {
    this.connection = connection;
    this.logs = logs;
    this.reads = reads;
    this.options = options;
  }

  /** Sends the action's entry of the table with the connected wallet (each call with its own observer), waits until it is mined, and reads the result back. */
  run<N extends RentalActionName>(
    action: N,
    args: ActionArgs<N>,
    observer?: TransactionObserver,
  ): Promise<ActionResult<N>> {
    return RENTAL_ACTIONS[action].onChain(this.side(observer), ...args);
  }

  /** What the table's entries act on, for one call: this contract, the connected wallet, and `observer` told of the transaction. */
  private side(observer: TransactionObserver | undefined): ContractRentals {
    const reads = this.reads;
    return {
      account: (failure) => this.requireWallet(failure).account,
      send: (failure, submit) => this.send(failure, () => submit(this.contract(this.requireWallet(failure))), observer),
      rental: (rentalId) => reads.rental(rentalId),
      openOffer: (tool) => this.guardRead(() => reads.offerTerms(tool)),
      checkSignedOffer: (offer, tool) => this.guardRead(() => checkSignedOffer(offer, tool, reads.signedOfferChain())),
      isBooked: (lender, toolIdBytes32, start, days) =>
        this.guardRead(() => this.connection.readContract().isBooked(lender, toolIdBytes32, start, days)),
      toolStatus: (tool, lender) =>
        this.guardRead(async () => (await reads.toolStatuses()).get(toolOfferKey(tool.id, lender))),
      pendingWithdrawal: (account) => reads.pendingWithdrawal(account),
      pendingTokenWithdrawal: (token, account) => reads.pendingTokenWithdrawal(token, account),
      tokenBalance: (token, account) =>
        this.guardRead(() => readTokenBalance(this.connection.reader(), token, account)),
      authorizeTokenPayment: (failure, token, amount) => this.authorizeTokenPayment(failure, token, amount, observer),
      createdRental: (receipt, failure, notCreated) => {
        const created = receipt.logs
          .map((log) => rentalAgreementInterface.parseLog(log))
          .find((parsed) => parsed?.name === 'RentalCreated');
        if (!created) throw new RentalError(failure, notCreated);
        return reads.rental(String(created.args.rentalId));
      },
      toolIdBytes32: toolIdToBytes32,
      inspectionPeriodSeconds: this.options.inspectionPeriodSeconds ?? DEFAULT_INSPECTION_PERIOD_SECONDS,
    };
  }

  private requireWallet(message: string): SigningWallet {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    if (!wallet.signer) throw new RentalError(message, 'The wallet cannot sign transactions yet.');
    return { ...wallet, signer: wallet.signer };
  }

  private contract(wallet: SigningWallet): RentalAgreement {
    return connectRentalAgreement(this.connection.address, wallet.signer);
  }

  /**
   * Sends a transaction, tells `observer` its hash, and waits until it is mined; any failure is a
   * RentalError with `message`. A transaction the wallet replaces (same nonce, new hash) is followed
   * to its replacement (`followTransaction`).
   */
  private async send(
    message: string,
    submit: () => Promise<ContractTransactionResponse>,
    observer?: TransactionObserver,
  ) {
    try {
      // Blocks from here on are searched for a replacement of the transaction.
      const startBlock = await this.connection.latestBlock();
      const response = await submit();
      observer?.onSent(response.hash, { nonce: response.nonce, from: response.from });
      const receipt = await followTransaction(response.replaceableTransaction(startBlock), observer, {
        dropAfterMs: this.options.dropAfterMs,
      });
      this.connection.noteBlock(receipt.blockNumber);
      return receipt;
    } catch (error) {
      throw contractFailure(error, message);
    }
  }

  /** See `ContractRentals.authorizeTokenPayment`: a permit when the token has one, else an approve. */
  private async authorizeTokenPayment(
    failure: string,
    token: string,
    amount: bigint,
    observer: TransactionObserver | undefined,
  ): Promise<PermitSignature | null> {
    const wallet = this.requireWallet(failure);
    const spender = this.connection.address;
    try {
      if (await hasAllowance(this.connection.reader(), token, wallet.account, spender, amount)) return null;
      // By the chain's own clock (the newest block's time), which a test node may have moved ahead of this browser's.
      const deadline = BigInt(
        (await this.logs.blockTime(await this.connection.latestBlock())) + PERMIT_LIFETIME_SECONDS,
      );
      const permit = await signPermit(wallet.signer, token, spender, amount, deadline);
      if (permit) return permit;
    } catch (error) {
      throw contractFailure(error, failure);
    }
    await this.send(failure, () => sendApprove(wallet.signer, token, spender, amount), observer);
    return null;
  }

  /** A read an action needs before it sends: its failure is the action's ('Failed to create rental request' and the reason). */
  private guardRead<T>(read: () => Promise<T>): Promise<T> {
    return failingAs(RENTAL_ERROR_MESSAGES.createRental, read);
  }
}
