// `npm run bench:chain`: how many JSON-RPC requests one new block costs the home page and My
// Rentals, with 100 and with 1,000 rentals on a real local Hardhat node. The figure must not grow
// with the number of rentals. Each page's reads are the queries RentalsProvider keeps (see
// PAGE_READS); the requests are counted at the provider, one per JSON-RPC call (batched or not).
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, it } from 'vitest';
import { JsonRpcProvider, encodeBytes32String, type JsonRpcPayload, type JsonRpcResult, type JsonRpcSigner } from 'ethers';
import { RentalAgreement__factory, type RentalAgreement } from '../../typechain-types';
import { freePort } from '../../scripts/lib/freePort.mjs';
import { startHardhatNode, stopProcessGroup, waitForNode } from '../../scripts/lib/localNode.mjs';
import { ContractRentalsClient } from '../src/features/rentals/clients/ContractRentalsClient';
import { MemoryLogStore } from '../src/features/chain/eventLogReader';

/** A JSON-RPC provider that counts the calls it sends, by method. */
class CountingProvider extends JsonRpcProvider {
  readonly counts = new Map<string, number>();

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    for (const request of Array.isArray(payload) ? payload : [payload]) this.counts.set(request.method, (this.counts.get(request.method) ?? 0) + 1);
    return super._send(payload);
  }

  reset() {
    this.counts.clear();
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

let node: ChildProcess | null = null;
let rpcUrl = '';
let setup: JsonRpcProvider | null = null;
let contract: RentalAgreement;
let address = '';
let deployBlock = 0;
let lender: JsonRpcSigner;
let borrower: JsonRpcSigner;
let other: JsonRpcSigner;
let rentals = 0;
/** A rental of the lender's that the borrower has paid for and not picked up yet. */
let lastDeposited = 0;

beforeAll(async () => {
  const port = await freePort();
  rpcUrl = `http://127.0.0.1:${port}`;
  node = startHardhatNode(port);
  await waitForNode(rpcUrl, node);
  const provider = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1 });
  setup = provider;
  const admin = await provider.getSigner(0);
  [lender, borrower, other] = await Promise.all([provider.getSigner(1), provider.getSigner(2), provider.getSigner(3)]);
  const deployed = await new RentalAgreement__factory(admin).deploy();
  const receipt = await deployed.deploymentTransaction()?.wait();
  deployBlock = receipt?.blockNumber ?? 0;
  contract = deployed;
  address = await deployed.getAddress();
}, 120_000);

afterAll(() => {
  setup?.destroy();
  if (node) stopProcessGroup(node);
});

/**
 * Grows the chain to `target` rentals: the lender offers a tool each time and the borrower takes
 * every other offer, so My Rentals (the lender's) lists all of them, half under way.
 */
async function growTo(target: number) {
  const asLender = contract.connect(lender);
  const asBorrower = contract.connect(borrower);
  const batch = 20;
  while (rentals < target) {
    const count = Math.min(batch, target - rentals);
    const firstId = Number(await contract.rentalCount()) + 1;
    const offers = await Promise.all(
      Array.from({ length: count }, (_, offset) => asLender.createRentalOffer(encodeBytes32String(`tool-${rentals + offset}`), 10n ** 15n, 10n ** 16n, INSPECTION_PERIOD)),
    );
    await Promise.all(offers.map((sent) => sent.wait()));
    const accepts = await Promise.all(
      Array.from({ length: count }, (_, offset) => offset)
        .filter((offset) => offset % 2 === 0)
        .map((offset) => asBorrower.acceptRentalOfferAndDepositCollateral(firstId + offset, 1, { value: 10n ** 16n + 10n ** 15n })),
    );
    await Promise.all(accepts.map((sent) => sent.wait()));
    lastDeposited = firstId;
    rentals += count;
  }
}

/** What each page reads, as RentalsProvider's queries do on every new block. */
const PAGE_READS = {
  // A visitor without a wallet: the catalogue's on-chain availability, and the dispute admin.
  home: async (client: ContractRentalsClient) => {
    await Promise.all([client.readToolStatuses(), client.getDisputeAdmin()]);
  },
  // The lender, connected: their rentals, their pending withdrawal, tool statuses, the dispute admin.
  myRentals: async (client: ContractRentalsClient, account: string) => {
    await Promise.all([client.readRentalsOf(account), client.readPendingWithdrawal(account), client.readToolStatuses(), client.getDisputeAdmin()]);
  },
};

async function measure(label: string) {
  const provider = new CountingProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
  const home = new ContractRentalsClient({ getWallet: () => null, address, chainId: 5, fromBlock: deployBlock, readProvider: provider, logStore: new MemoryLogStore() });
  const mine = new ContractRentalsClient({ getWallet: () => null, address, chainId: 5, fromBlock: deployBlock, readProvider: provider, logStore: new MemoryLogStore() });
  const account = await lender.getAddress();

  provider.reset();
  await PAGE_READS.home(home);
  const homeFirst = provider.total();
  const homeFirstMethods = provider.summary();
  provider.reset();
  await PAGE_READS.myRentals(mine, account);
  const mineFirst = provider.total();
  const mineFirstMethods = provider.summary();

  // One new block, with one new rental in it (someone else's offer).
  await (await contract.connect(other).createRentalOffer(encodeBytes32String('tool-new'), 1n, 1n, INSPECTION_PERIOD)).wait();
  provider.reset();
  await PAGE_READS.home(home);
  const homeBlock = provider.summary();
  const homeBlockTotal = provider.total();
  provider.reset();
  await PAGE_READS.myRentals(mine, account);
  const mineBlock = provider.summary();
  const mineBlockTotal = provider.total();

  // One new block touching one of the lender's own rentals (the borrower picks one up).
  await (await contract.connect(borrower).confirmToolPickup(lastDeposited)).wait();
  provider.reset();
  await PAGE_READS.myRentals(mine, account);
  const mineOwnBlockTotal = provider.total();
  const mineOwnBlock = provider.summary();

  // A returning visitor: a new page on the same store reads only the blocks since.
  provider.destroy();
  console.log(
    [
      `\n${label}: ${rentals} rentals (+${rentals / 2} deposits)`,
      `  first visit        home ${homeFirst} (${homeFirstMethods})`,
      `                     My Rentals ${mineFirst} (${mineFirstMethods})`,
      `  one new block      home ${homeBlockTotal} (${homeBlock})`,
      `                     My Rentals ${mineBlockTotal} (${mineBlock})`,
      `  a block changing one of the account's rentals: My Rentals ${mineOwnBlockTotal} (${mineOwnBlock})`,
    ].join('\n'),
  );
  return { homeBlockTotal, mineBlockTotal };
}

it('prints the JSON-RPC requests one new block costs, with 100 and with 1,000 rentals', async () => {
  await growTo(100);
  const hundred = await measure('100 rentals');
  await growTo(1000);
  const thousand = await measure('1,000 rentals');
  console.log(
    `\nPer new block: home ${hundred.homeBlockTotal} → ${thousand.homeBlockTotal}, My Rentals ${hundred.mineBlockTotal} → ${thousand.mineBlockTotal} (100 → 1,000 rentals)`,
  );
  if (thousand.homeBlockTotal > hundred.homeBlockTotal || thousand.mineBlockTotal > hundred.mineBlockTotal) {
    throw new Error('The requests per block grew with the number of rentals');
  }
});
