import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HardhatRuntimeEnvironment } from 'hardhat/types';
import type { RentalAgreement } from '@toolshare/contract/typechain';
import { DEPLOYMENTS_DIR } from './deployRentalAgreement';
import {
  ETH_PAYMENT_TOKEN,
  rentalOfferDomain,
  signRentalOffer,
  type RentalOfferTerms,
} from '@toolshare/contract/signedRentalOffer';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';

/** The sample catalogue the app shows; its owners are Hardhat's development accounts. */
export const SAMPLE_TOOLS_FILE = path.join(
  __dirname,
  '..',
  '..',
  'frontend',
  'src',
  'features',
  'tools',
  'sampleTools.json',
);

/** How long a lender has to inspect a returned sample tool. */
export const SAMPLE_INSPECTION_PERIOD = 24 * 60 * 60;

/** How long the seeded signatures are good for, as the app's default (frontend signedOffers/offerTypedData.ts). */
export const SAMPLE_OFFER_DAYS = 30;

interface SampleOwner {
  id: string;
  accountIndex: number;
  walletAddress: string;
}
interface SampleTool {
  id: string;
  ownerId: string;
  name: string;
  rentalRate: string;
  collateralRequired: string;
  available: boolean;
}
interface SampleCatalogue {
  owners: SampleOwner[];
  tools: SampleTool[];
}

/** A signed offer as the app's browser store reads it (frontend signedOffers/types.ts): amounts as decimal strings. */
export interface SeededSignedOffer {
  listingId: string;
  chainId: number;
  contractAddress: string;
  terms: { [K in keyof RentalOfferTerms]: string };
  signature: string;
  signedAt: number;
}

export function readSampleCatalogue(file = SAMPLE_TOOLS_FILE): SampleCatalogue {
  return JSON.parse(readFileSync(file, 'utf8')) as SampleCatalogue;
}

/** Where the app finds the seeded offers of a chain (git-ignored, read by frontend signedOffers/createSignedOfferStore.ts). */
export function signedOffersFile(chainId: number, dir = DEPLOYMENTS_DIR): string {
  return path.join(dir, 'signedOffers', `${chainId}.json`);
}

/**
 * Signs an offer for every available sample tool with its owner's development account: the listing's
 * rate and collateral in ETH, no cancellation fee, the owner's current nonce for the tool, good for 30 days
 * from the chain's clock. No transaction: a borrower opens a rental and pays in one, and the same signature
 * serves every booking that fits the tool's calendar (v4). Running it again signs anew (at the nonce then
 * current) and replaces the file.
 */
export async function seedSignedSampleOffers(
  hre: HardhatRuntimeEnvironment,
  rentals: RentalAgreement,
  catalogue: SampleCatalogue = readSampleCatalogue(),
  deploymentsDir = DEPLOYMENTS_DIR,
): Promise<{ offers: SeededSignedOffer[]; file: string; log: string[] }> {
  const { ethers } = hre;
  const signers = await ethers.getSigners();
  const { chainId } = await ethers.provider.getNetwork();
  const contractAddress = await rentals.getAddress();
  const domain = rentalOfferDomain(chainId, contractAddress);
  const latest = await ethers.provider.getBlock('latest');
  const expiry = BigInt((latest?.timestamp ?? Math.floor(Date.now() / 1000)) + SAMPLE_OFFER_DAYS * 24 * 60 * 60);

  const offers: SeededSignedOffer[] = [];
  const log: string[] = [];
  for (const tool of catalogue.tools.filter((t) => t.available)) {
    const owner = catalogue.owners.find((o) => o.id === tool.ownerId);
    if (!owner) throw new Error(`${tool.id}: owner ${tool.ownerId} is not in the catalogue`);
    const signer = signers[owner.accountIndex];
    if (signer?.address.toLowerCase() !== owner.walletAddress.toLowerCase()) {
      throw new Error(
        `${tool.id}: account #${owner.accountIndex} of this network is not ${owner.walletAddress} (seed only runs on a Hardhat development chain)`,
      );
    }
    const toolId = toolIdToBytes32(tool.id);
    const terms: RentalOfferTerms = {
      lender: signer.address,
      toolId,
      // The samples are priced in ETH and carry no cancellation fee (v4 typed data: domain "4").
      paymentToken: ETH_PAYMENT_TOKEN,
      rentalRate: ethers.parseEther(tool.rentalRate),
      collateralAmount: ethers.parseEther(tool.collateralRequired),
      inspectionPeriodDuration: BigInt(SAMPLE_INSPECTION_PERIOD),
      cancellationFeeBps: 0n,
      nonce: await rentals.offerNonce(signer.address, toolId),
      expiry,
    };
    const signature = await signRentalOffer(signer, domain, terms);
    const serialized = Object.fromEntries(
      Object.entries(terms).map(([key, value]) => [key, String(value)]),
    ) as SeededSignedOffer['terms'];
    offers.push({
      listingId: tool.id,
      chainId: Number(chainId),
      contractAddress,
      terms: serialized,
      signature,
      signedAt: Date.now(),
    });
    log.push(
      `  ${tool.id.padEnd(8)} ${tool.name}: signed by ${signer.address} at ${tool.rentalRate} ETH/day, collateral ${tool.collateralRequired} ETH (nonce ${terms.nonce})`,
    );
  }
  const file = signedOffersFile(Number(chainId), deploymentsDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(offers, null, 2)}\n`);
  return { offers, file, log };
}
