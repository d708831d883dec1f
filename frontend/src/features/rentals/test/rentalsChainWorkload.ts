// A real local Hardhat node with one lender holding many rentals, and the JSON-RPC calls each page's
// reads cost on it: shared by the request budget test (reading/firstVisitBudget.test.ts) and
// `npm run bench:chain` (bench/chainRequests.bench-run.ts), which prints the same figures.
import type { ChildProcess } from 'node:child_process';
import { JsonRpcProvider, encodeBytes32String, toBeHex, type JsonRpcPayload, type JsonRpcResult } from 'ethers';
import { RentalAgreement__factory } from '@toolshare/contract/typechain';
import { freePort } from '@repo/scripts/lib/freePort.mjs';
import { startHardhatNode, stopProcessGroup, waitForNode } from '@repo/scripts/lib/localNode.mjs';
import { ContractRentalsClient } from '../clients/ContractRentalsClient';
import { MemoryLogStore, rentalAgreementInterface } from '../../chain';

/** A JSON-RPC provider that counts the calls it sends, by method (each call of a batch counts). */
export class CountingProvider extends JsonRpcProvider {
  readonly counts = new Map<string, number>();

  /** HTTP requests sent: a batch of calls is one. */
  httpRequests = 0;

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    this.httpRequests += 1;
    for (const request of Array.isArray(payload) ? payload : [payload])
      this.counts.set(request.method, (this.counts.get(request.method) ?? 0) + 1);
    return super._send(payload);
  }

  reset() {
    this.counts.clear();
    this.httpRequests = 0;
  }

  total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }

  summary(): string {
    return [...this.counts].map(([method, count]) => `${method}×${count}`).join(', ');
  }
}

/** The shortest inspection period the contract accepts (MIN_INSPECTION_PERIOD, one day). */
const INSPECTION_PERIOD = 24 * 60 * 60;
/** Enough for any one step of the workload: given, so the node does not estimate each transaction. */
const GAS = toBeHex(500_000);

/** What each page reads, as RentalsProvider's queries do on every new block. */
export const PAGE_READS = {
  // A visitor without a wallet: the catalogue's on-chain availability, and the dispute admin.
  home: async (client: ContractRentalsClient) => {
    await Promise.all([client.readToolStatuses(), client.getDisputeAdmin()]);
  },
  // The lender, connected: their rentals, their pending withdrawal, tool statuses, the dispute admin.
  myRentals: async (client: ContractRentalsClient, account: string) => {
    await Promise.all([
      client.readRentalsOf(account),
      client.readPendingWithdrawal(account),
      client.readToolStatuses(),
      client.getDisputeAdmin(),
    ]);
  },
  // A visitor without a wallet on the lender's public profile: the lender's record (profile/MemberProfile).
  profile: async (client: ContractRentalsClient, account: string) => {
    await client.readPartySummary(account);
  },
};

/** Calls counted for one read: the total and, by method, a summary. */
export interface CallCount {
  total: number;
  methods: string;
  /** The HTTP requests that carried them (ethers batches the calls sent together). */
  httpRequests: number;
}

/** A fresh visitor's calls: the first visit, one new block of someone else's, and one changing one of the lender's rentals. */
export interface VisitCounts {
  rentals: number;
  homeFirst: CallCount;
  myRentalsFirst: CallCount;
  homeBlock: CallCount;
  myRentalsBlock: CallCount;
  myRentalsOwnBlock: CallCount;
  profileFirst: CallCount;
  profileBlock: CallCount;
}

export interface RentalsChain {
  /** Grows the chain to `target` rentals of the lender's, every other one taken by the borrower. */
  growTo: (target: number) => Promise<void>;
  /** The calls a visitor with no kept logs makes, at the chain's current size (it adds two blocks). */
  visit: () => Promise<VisitCounts>;
  /** Where the chain answers, the contract's address and deployment block, and the lender of all the rentals. */
  rpcUrl: string;
  address: string;
  deployBlock: number;
  lender: string;
  /** A fresh visitor's client (no wallet, no kept logs) reading through `provider`. */
  client: (provider: CountingProvider) => ContractRentalsClient;
  stop: () => void;
}

/** Transactions of the workload that share a block, when they are not mined one by one: 50 of 500,000 gas fit the node's 30 M. */
const TX_PER_BLOCK = 50;

/**
 * Starts `hardhat node` on a free port and deploys RentalAgreement. Transactions are sent by the
 * node's unlocked accounts (eth_sendTransaction, gas given) and many at a time: automine mines each
 * on arrival, so a thousand rentals take seconds. `sharedBlocks`: automine off while they are sent and
 * TX_PER_BLOCK to a block, as on a busy chain (ten thousand rentals in 300 blocks instead of 15,000,
 * which an indexer's backfill then fetches).
 */
export async function startRentalsChain({
  sharedBlocks = false,
  port: givenPort,
}: {
  sharedBlocks?: boolean;
  /** The node's port (default: a free one). */
  port?: number;
} = {}): Promise<RentalsChain> {
  const port = givenPort ?? (await freePort());
  const rpcUrl = `http://127.0.0.1:${port}`;
  const node: ChildProcess = startHardhatNode(port);
  const setup = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
  const stop = () => {
    setup.destroy();
    stopProcessGroup(node);
  };
  try {
    await waitForNode(rpcUrl, node);
    const [admin, lender, borrower, other] = await Promise.all([
      setup.getSigner(0),
      setup.getSigner(1),
      setup.getSigner(2),
      setup.getSigner(3),
    ]);
    const deployed = await new RentalAgreement__factory(admin).deploy();
    const deployBlock = (await deployed.deploymentTransaction()?.wait())?.blockNumber ?? 0;
    const address = await deployed.getAddress();
    let rentals = 0;
    /** A rental of the lender's that the borrower has paid for and not picked up yet. */
    let lastDeposited = 0;

    const send = (from: string, data: string, value = 0n) =>
      setup.send('eth_sendTransaction', [
        { from, to: address, data, gas: GAS, value: toBeHex(value) },
      ]) as Promise<string>;
    /** Sends the transactions `sends` start and waits until each is mined and succeeded. */
    const mined = async (sends: (() => Promise<string>)[]) => {
      const perBlock = sharedBlocks ? TX_PER_BLOCK : sends.length;
      for (let first = 0; first < sends.length; first += perBlock) {
        if (sharedBlocks) await setup.send('evm_setAutomine', [false]);
        let hashes: string[];
        try {
          hashes = await Promise.all(sends.slice(first, first + perBlock).map((start) => start()));
          if (sharedBlocks) await setup.send('evm_mine', []);
        } finally {
          if (sharedBlocks) await setup.send('evm_setAutomine', [true]);
        }
        const receipts = await Promise.all(hashes.map((hash) => setup.getTransactionReceipt(hash)));
        if (receipts.some((receipt) => receipt?.status !== 1)) throw new Error('A workload transaction failed');
      }
    };
    const offer = (from: string, tool: string, rate: bigint, collateral: bigint) =>
      send(
        from,
        rentalAgreementInterface.encodeFunctionData('createRentalOffer', [
          encodeBytes32String(tool),
          rate,
          collateral,
          INSPECTION_PERIOD,
        ]),
      );

    const growTo = async (target: number) => {
      const firstId = Number(await deployed.rentalCount()) + 1;
      const count = target - rentals;
      await mined(
        Array.from(
          { length: count },
          (_, offset) => () => offer(lender.address, `tool-${rentals + offset}`, 10n ** 15n, 10n ** 16n),
        ),
      );
      const accepted = Array.from({ length: count }, (_, offset) => firstId + offset).filter(
        (id) => (id - firstId) % 2 === 0,
      );
      await mined(
        accepted.map(
          (id) => () =>
            send(
              borrower.address,
              rentalAgreementInterface.encodeFunctionData('acceptRentalOfferAndDepositCollateral', [id, 1]),
              10n ** 16n + 10n ** 15n,
            ),
        ),
      );
      lastDeposited = accepted.at(-1) ?? lastDeposited;
      rentals = target;
    };

    const client = (provider: CountingProvider) =>
      new ContractRentalsClient({
        getWallet: () => null,
        address,
        chainId: 5,
        fromBlock: deployBlock,
        readProvider: provider,
        logStore: new MemoryLogStore(),
      });

    const visit = async (): Promise<VisitCounts> => {
      const provider = new CountingProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
      const [home, mine, profile] = [client(provider), client(provider), client(provider)];
      const counted = async (read: () => Promise<void>): Promise<CallCount> => {
        provider.reset();
        await read();
        return { total: provider.total(), methods: provider.summary(), httpRequests: provider.httpRequests };
      };
      try {
        const homeFirst = await counted(() => PAGE_READS.home(home));
        const myRentalsFirst = await counted(() => PAGE_READS.myRentals(mine, lender.address));
        const profileFirst = await counted(() => PAGE_READS.profile(profile, lender.address));
        // One new block, with one new rental in it (someone else's offer).
        await mined([() => offer(other.address, 'tool-new', 1n, 1n)]);
        const homeBlock = await counted(() => PAGE_READS.home(home));
        const myRentalsBlock = await counted(() => PAGE_READS.myRentals(mine, lender.address));
        const profileBlock = await counted(() => PAGE_READS.profile(profile, lender.address));
        // One new block touching one of the lender's own rentals (the borrower picks one up).
        await mined([
          () =>
            send(borrower.address, rentalAgreementInterface.encodeFunctionData('confirmToolPickup', [lastDeposited])),
        ]);
        const myRentalsOwnBlock = await counted(() => PAGE_READS.myRentals(mine, lender.address));
        return {
          rentals,
          homeFirst,
          myRentalsFirst,
          homeBlock,
          myRentalsBlock,
          myRentalsOwnBlock,
          profileFirst,
          profileBlock,
        };
      } finally {
        provider.destroy();
      }
    };

    return { growTo, visit, rpcUrl, address, deployBlock, lender: lender.address, client, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
