// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { JsonRpcProvider, encodeBytes32String, type JsonRpcSigner } from 'ethers';
import { RentalAgreement__factory, type RentalAgreement } from '@toolshare/contract/typechain';
import { freePort } from '@repo/scripts/lib/freePort.mjs';
import { startHardhatNode, stopProcessGroup, waitForNode } from '@repo/scripts/lib/localNode.mjs';
import { AGREEMENTS_PER_CALL } from '../chain';
import { CountingProvider } from '../rentals/test/rentalsChainWorkload';
import { expectDefined } from '../../test/defined';
import { garbageCollected } from '../../test/settledQueries';
import { chainFactsReader } from './rentalFacts';

// The chain side of checking reviews, on a real `hardhat node` of its own: what the reader says of a
// completed rental, one under way and unknown ids, and how many JSON-RPC calls that costs.

const DAY = 24 * 60 * 60;
const RATE = 10n ** 15n;
const COLLATERAL = 10n ** 16n;

let node: ChildProcess | null = null;
let setup: JsonRpcProvider | null = null;
let rpcUrl = '';
let address = '';
let lender: JsonRpcSigner;
let borrower: JsonRpcSigner;

const as = (signer: JsonRpcSigner): RentalAgreement => RentalAgreement__factory.connect(address, signer);

/** Offers a tool and has the borrower pay for it: the new rental's id. */
async function depositedRental(tool: string): Promise<bigint> {
  await (await as(lender).createRentalOffer(encodeBytes32String(tool), RATE, COLLATERAL, DAY)).wait();
  const id = await as(lender).rentalCount();
  await (await as(borrower).acceptRentalOfferAndDepositCollateral(id, 1, { value: COLLATERAL + RATE })).wait();
  return id;
}

let completed = 0n;
let underWay = 0n;

beforeAll(async () => {
  const port = await freePort();
  rpcUrl = `http://127.0.0.1:${port}`;
  node = startHardhatNode(port);
  await waitForNode(rpcUrl, node);
  setup = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
  const [admin, first, second] = await Promise.all([setup.getSigner(0), setup.getSigner(1), setup.getSigner(2)]);
  [lender, borrower] = [first, second];
  const deployed = await new RentalAgreement__factory(admin).deploy();
  await deployed.waitForDeployment();
  address = (await deployed.getAddress()).toLowerCase();

  completed = await depositedRental('tool-done');
  await (await as(borrower).confirmToolPickup(completed)).wait();
  await (await as(borrower).markToolReturned(completed)).wait();
  await (await as(lender).releaseCollateral(completed)).wait();
  underWay = await depositedRental('tool-out');
  // Enough further offers that the ids asked span more than one AgreementReader call.
  for (let index = 0; index < AGREEMENTS_PER_CALL; index++)
    await (await as(lender).createRentalOffer(encodeBytes32String(`tool-${index}`), RATE, COLLATERAL, DAY)).wait();
}, 120_000);

afterAll(() => {
  setup?.destroy();
  if (node) stopProcessGroup(node);
});

describe('chainFactsReader', () => {
  it('says which rentals are completed and who their parties are; ids the contract does not know are missing', async () => {
    const provider = new CountingProvider(rpcUrl, 5, { cacheTimeout: -1, staticNetwork: true });
    try {
      const read = chainFactsReader(provider, 5, address, new QueryClient());
      const facts = await read([completed.toString(), underWay.toString(), '0', '100000']);
      expect(Object.fromEntries(facts)).toEqual({
        [completed.toString()]: { completed: true, lender: lender.address, borrower: borrower.address },
        [underWay.toString()]: { completed: false, lender: lender.address, borrower: borrower.address },
      });
    } finally {
      provider.destroy();
    }
  });

  it('reads in batches: the rental count, then one call per AGREEMENTS_PER_CALL rentals, and never again a completed one', async () => {
    const provider = new CountingProvider(rpcUrl, 5, { cacheTimeout: -1, staticNetwork: true });
    try {
      // A cache of its own, so nothing read by the test above is remembered here.
      const read = chainFactsReader(provider, 5, address, new QueryClient());
      const count = Number(await as(lender).rentalCount());
      const every = Array.from({ length: count }, (_, index) => String(index + 1));
      provider.reset();
      const facts = await read(every);
      expect(facts.size).toBe(count);
      expect(provider.counts.get('eth_call')).toBe(1 + Math.ceil(count / AGREEMENTS_PER_CALL));
      expect(provider.total()).toBe(provider.counts.get('eth_call'));
      // The completed rental is known for good (nothing changes it again): asked alone, it costs nothing.
      provider.reset();
      expect(
        expectDefined((await read([completed.toString()])).get(completed.toString()), 'the completed rental').completed,
      ).toBe(true);
      expect(provider.total()).toBe(0);
    } finally {
      provider.destroy();
    }
  });

  it('keeps a completed rental however soon the cache drops what nothing observes', async () => {
    const provider = new CountingProvider(rpcUrl, 5, { cacheTimeout: -1, staticNetwork: true });
    try {
      const cache = new QueryClient({ defaultOptions: { queries: { gcTime: 0 } } });
      const read = chainFactsReader(provider, 5, address, cache);
      await read([completed.toString()]);
      // Once the cache has collected all it would collect.
      await garbageCollected(cache);
      provider.reset();
      expect(
        expectDefined((await read([completed.toString()])).get(completed.toString()), 'the completed rental').completed,
      ).toBe(true);
      expect(provider.total()).toBe(0);
    } finally {
      provider.destroy();
    }
  });
});
