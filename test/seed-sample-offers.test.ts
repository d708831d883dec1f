// What `npm start` seeds (scripts/seed.ts): a signed offer for every available sample tool, so that a
// newcomer rents a sample tool by signature at once. Each seeded offer is accepted here as the app
// sends it: the terms read back from the file, one transaction, exactly rent plus collateral.
import { expect } from 'chai';
import hre, { ethers } from 'hardhat';
import { loadFixture } from '@nomicfoundation/hardhat-toolbox/network-helpers';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployFixture } from './helpers/rentalFixtures';
import {
  SAMPLE_OFFER_DAYS,
  readSampleCatalogue,
  seedSignedSampleOffers,
  type SeededSignedOffer,
} from '../scripts/lib/seedSampleOffers';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import type { RentalOfferTerms } from '@toolshare/contract/signedRentalOffer';

const DAY = 24 * 60 * 60;

/** The terms as the app reads them back from the seeded file (amounts are decimal strings there). */
function termsOf({ terms }: SeededSignedOffer): RentalOfferTerms {
  return {
    lender: terms.lender,
    toolId: terms.toolId,
    paymentToken: terms.paymentToken,
    rentalRate: BigInt(terms.rentalRate),
    collateralAmount: BigInt(terms.collateralAmount),
    inspectionPeriodDuration: BigInt(terms.inspectionPeriodDuration),
    cancellationFeeBps: BigInt(terms.cancellationFeeBps),
    nonce: BigInt(terms.nonce),
    expiry: BigInt(terms.expiry),
  };
}

describe("npm start's seeded signed offers", function () {
  it("signs every available sample tool's terms with its owner's account, and each one rents in one transaction", async function () {
    const { rentals } = await loadFixture(deployFixture);
    const dir = mkdtempSync(path.join(tmpdir(), 'toolshare-seed-'));
    const { file } = await seedSignedSampleOffers(hre, rentals, readSampleCatalogue(), dir);
    const seeded = JSON.parse(readFileSync(file, 'utf8')) as SeededSignedOffer[];

    const catalogue = readSampleCatalogue();
    const available = catalogue.tools.filter((tool) => tool.available);
    expect(seeded.map((offer) => offer.listingId)).to.deep.equal(available.map((tool) => tool.id));
    const latest = await ethers.provider.getBlock('latest');
    const newcomer = (await ethers.getSigners())[9];
    for (const [index, offer] of seeded.entries()) {
      const tool = available[index];
      const owner = catalogue.owners.find((candidate) => candidate.id === tool.ownerId);
      expect(offer.terms.lender.toLowerCase()).to.equal(owner?.walletAddress.toLowerCase());
      expect(offer.terms.toolId).to.equal(toolIdToBytes32(tool.id));
      expect(BigInt(offer.terms.rentalRate)).to.equal(ethers.parseEther(tool.rentalRate));
      expect(BigInt(offer.terms.collateralAmount)).to.equal(ethers.parseEther(tool.collateralRequired));
      expect(Number(offer.terms.expiry)).to.equal((latest?.timestamp ?? 0) + SAMPLE_OFFER_DAYS * DAY);
      expect(offer.terms.paymentToken).to.equal(ethers.ZeroAddress);
      expect(offer.terms.cancellationFeeBps).to.equal('0');

      const terms = termsOf(offer);
      await expect(
        rentals.connect(newcomer).acceptSignedRentalOffer(terms, offer.signature, 0, 2, {
          value: terms.rentalRate * 2n + terms.collateralAmount,
        }),
      ).to.emit(rentals, 'RentalCreated');
    }
    expect(await rentals.rentalCount()).to.equal(BigInt(seeded.length));
  });
});
