import type { Provider } from 'ethers';
import { isTransientError } from '../../../../shared/errors/userMessage';
import type { RentalAgreement } from '@toolshare/contract/typechain';
import {
  chainHealth,
  connectRentalAgreement,
  reportChainAnswered,
  reportChainUnreachable,
  reportChainWentBack,
  reportMissingContract,
} from '../../../chain';
import { RENTAL_ERROR_MESSAGES, RentalError } from '../../actions/rentalErrors';
import type { RentalsWallet } from '../../types';

/** How often the page checks that the chain still answers (see onNewBlock). */
const PROBE_MS = 2_000;
/** A chain not heard from for this long is asked for its newest block (it may be quiet, or unreachable). */
const SILENCE_MS = 4_000;

export interface ChainConnectionOptions {
  getWallet: () => RentalsWallet | null;
  /** The deployed RentalAgreement. */
  address: string;
  chainId: number;
  /** Where reads go when the wallet is not connected to this chain. */
  readProvider?: Provider;
  /** Blocks a log must be buried under to be final; a chain whose newest block falls further back is a new one. */
  confirmations: number;
  /** Called when the chain went back further than the confirmation depth (a new chain): what was read of the old one is stale. */
  onChainWentBack: () => void;
}

/**
 * The contract client's link to the chain: which provider reads go to, the block they are pinned to,
 * the chain's health (answering, gone back, contract missing) and its clock's lead on this browser.
 */
export class ChainConnection {
  private readonly options: ChainConnectionOptions;
  /** The newest block this client has seen (from block notices and mined receipts). */
  private knownBlock = 0;
  private blockRequest: Promise<number> | null = null;
  /** Whether the deployment's address was found to hold code (asked once, and again after the chain went back). */
  private contractChecked = false;
  /** The newest block's time read minus this browser's time then: a node moved on (evm_increaseTime) runs ahead. */
  private clockLead = 0;

  constructor(options: ChainConnectionOptions) {
    this.options = options;
  }

  get chainId(): number {
    return this.options.chainId;
  }

  get address(): string {
    return this.options.address;
  }

  get clockLeadMs(): number {
    return this.clockLead;
  }

  /** Records the newest block's time (Unix seconds) as read now. */
  noteNewestBlockTime(seconds: number): void {
    this.clockLead = Math.max(0, seconds * 1000 - Date.now());
  }

  /** Where reads go: the wallet's provider when it is connected, the read-only RPC otherwise. */
  reader(): Provider {
    const provider = this.options.getWallet()?.signer?.provider ?? this.options.readProvider;
    if (!provider) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return provider;
  }

  readContract(): RentalAgreement {
    return connectRentalAgreement(this.options.address, this.reader());
  }

  /**
   * The block reads are pinned to: the node's newest (one request shared by the reads that start
   * together), never older than a block this client has seen mined. A pinned block makes each read
   * consistent, and a new one defeats ethers' short cache of identical requests (which right after a
   * transaction would answer the state before it).
   */
  latestBlock(): Promise<number> {
    if (this.blockRequest) return this.blockRequest;
    const provider = this.reader();
    // Until the contract's code is found, it is asked beside the block number: the provider sends both in
    // one batch (a first visit's request fewer). Its answer is awaited in checkChain, which reports a failure.
    const code = this.contractChecked ? null : provider.getCode(this.options.address);
    code?.catch(() => undefined);
    this.blockRequest = provider
      .getBlockNumber()
      .then(
        async (blockNumber) => {
          reportChainAnswered(this.chainId);
          await this.checkChain(blockNumber, code);
          return this.noteBlock(blockNumber);
        },
        (error: unknown) => {
          if (isTransientError(error)) reportChainUnreachable(this.chainId);
          throw error;
        },
      )
      .finally(() => {
        this.blockRequest = null;
      });
    return this.blockRequest;
  }

  /**
   * A chain whose newest block is further back than the confirmation depth from one already seen is a
   * new chain (a local node restarted): what was read of the old one is forgotten, and the deployment's
   * address is checked for code again. Both are reported for the page's notice (ChainNotice).
   */
  private async checkChain(blockNumber: number, codeAsked: Promise<string> | null): Promise<void> {
    if (blockNumber < this.knownBlock - this.options.confirmations) {
      reportChainWentBack(this.chainId, this.knownBlock, blockNumber);
      this.knownBlock = blockNumber;
      this.options.onChainWentBack();
      this.contractChecked = false;
    }
    if (this.contractChecked) return;
    // The code asked with this block number is the chain's now, whichever chain that is.
    const code = await (codeAsked ?? this.reader().getCode(this.options.address));
    this.contractChecked = code !== '0x';
    reportMissingContract(this.chainId, this.contractChecked ? null : this.options.address);
  }

  /** Tells the client of a new block (the provider's block listener, a mined receipt). */
  noteBlock(blockNumber: number): number {
    this.knownBlock = Math.max(this.knownBlock, blockNumber);
    return this.knownBlock;
  }

  /**
   * Calls `listener` with each new block number of the read provider until the returned function is
   * called. A chain silent for a while, or unreachable, is also asked every few seconds, and the
   * first answer after an outage calls `listener` too: a page recovers by itself, even when no block
   * was mined meanwhile.
   */
  onNewBlock(listener: (blockNumber: number) => void): () => void {
    const provider = this.reader();
    let lastSeen = -1;
    const onBlock = (blockNumber: number) => {
      lastSeen = blockNumber;
      this.noteBlock(blockNumber);
      listener(blockNumber);
    };
    void provider.on('block', onBlock);
    // The provider's own polling hides its failures, and says nothing when the chain goes back: a chain
    // silent for a while is asked directly, so that an outage, its end, or a new chain is seen even
    // when no read is under way and no block was mined.
    const probe = setInterval(() => {
      const { unreachableSince, lastHeardAt } = chainHealth(this.chainId);
      if (unreachableSince === null && lastHeardAt !== null && Date.now() - lastHeardAt < SILENCE_MS) return;
      this.latestBlock().then(
        (blockNumber) => {
          if (unreachableSince === null && blockNumber === lastSeen) return;
          lastSeen = blockNumber;
          listener(blockNumber);
        },
        () => {
          // Still unreachable: asked again at the next tick.
        },
      );
    }, PROBE_MS);
    return () => {
      clearInterval(probe);
      void provider.off('block', onBlock);
    };
  }
}
