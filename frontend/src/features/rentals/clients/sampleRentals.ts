/**
 * Sample rentals for the simulated client: the original app showed sample rentals, and a resolved
 * dispute can only be seen through sample data. They are the sample users' only (the owners of the
 * sample catalogue, features/tools/sampleUsers.ts), marked `sample`: any other wallet starts with
 * none. Each sample user borrows, from the other sample users, a completed rental, a cancelled one
 * and a resolved dispute, and lends its last tool to another sample user.
 */
import { sampleCatalogue as catalogue, sampleUserOfWallet } from '../../tools';
import { parseEth } from '../../../shared/eth';
import { rentOf, termsOfRental } from '../rules/rentalRules';
import { sameAddress } from '../rules/roles';
import type { Rental } from '../types';

interface CatalogueTool {
  id: string;
  ownerId: string;
  name: string;
  rentalRate: string;
  collateralRequired: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SAMPLE_INSPECTION_PERIOD_SECONDS = 2 * 24 * 60 * 60;

const tools: CatalogueTool[] = catalogue.tools;
const ownerWallet = (tool: CatalogueTool) =>
  catalogue.owners.find((owner) => owner.id === tool.ownerId)?.walletAddress ?? '';

/** The first tool in `preferred` order that `account` does not own. */
function pickTool(account: string, preferred: string[]): CatalogueTool {
  const candidates = preferred
    .map((id) => tools.find((tool) => tool.id === id))
    .filter((tool): tool is CatalogueTool => !!tool);
  const tool = candidates.find((candidate) => !sameAddress(ownerWallet(candidate), account)) ?? candidates.at(0);
  if (!tool) throw new Error(`The sample catalogue has none of the tools ${preferred.join(', ')}`);
  return tool;
}

/** The sample rentals of `account`: none unless it is a sample user's wallet. */
export function sampleRentalsFor(account: string, now: number, newId: () => string): Rental[] {
  if (!sampleUserOfWallet(account)) return [];
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const base = (
    tool: CatalogueTool,
    lender: string,
    borrower: string,
    duration: number,
    createdDaysAgo: number,
  ): Rental => ({
    id: newId(),
    toolId: tool.id,
    lenderAddress: lender,
    borrowerAddress: borrower,
    // The sample catalogue is priced in ETH.
    rentalRateWei: parseEth(tool.rentalRate),
    collateralWei: parseEth(tool.collateralRequired),
    duration,
    startTime: iso(createdDaysAgo - 1),
    endTime: iso(createdDaysAgo - 1 - duration),
    state: 'TRANSACTION_COMPLETED',
    createdAt: iso(createdDaysAgo),
    toolName: tool.name,
    // Screens show the catalogue's current photo for the tool; samples have none of their own.
    toolImageUrl: '',
    inspectionPeriodSeconds: SAMPLE_INSPECTION_PERIOD_SECONDS,
    inspectionDeadline: iso(createdDaysAgo - 1 - duration - 2),
    evidence: [],
    sample: true,
  });

  const completedTool = pickTool(account, ['tool-2', 'tool-6', 'tool-10']);
  const disputedTool = pickTool(account, ['tool-7', 'tool-3', 'tool-8']);
  const cancelledTool = pickTool(account, ['tool-8', 'tool-4', 'tool-5']);

  const completed = base(completedTool, ownerWallet(completedTool), account, 3, 40);
  const rentals: Rental[] = [
    // Returned on time and released by the lender: the rent to the lender, the collateral back.
    {
      ...completed,
      returnedAt: iso(36),
      closedAt: iso(35),
      closedBy: completed.lenderAddress,
      settlement: { toLender: rentOf(termsOfRental(completed)), toBorrower: completed.collateralWei },
    },
    {
      ...base(disputedTool, ownerWallet(disputedTool), account, 2, 20),
      state: 'RESOLUTION_REACHED',
      disputeReason: 'The tool stopped working on the first day; the lender says it was dropped.',
      disputeFiledBy: account,
      disputedAt: iso(17),
      evidence: [
        {
          party: account,
          details: 'Photos of the tool as it was picked up, with the fault visible.',
          fileNames: ['pickup-photo.jpg'],
          submittedAt: iso(16),
        },
      ],
      resolution: {
        lenderShareBps: 2500,
        details:
          'The fault predates the rental: the lender keeps a quarter of the escrow, the borrower gets the rest back.',
        resolvedAt: iso(14),
      },
    },
    {
      ...base(cancelledTool, ownerWallet(cancelledTool), account, 5, 12),
      state: 'RENTAL_CANCELLED',
      startTime: null,
      endTime: null,
      inspectionDeadline: null,
      closedAt: iso(11),
      closedBy: account,
    },
  ];

  const ownTools = tools.filter((tool) => sameAddress(ownerWallet(tool), account));
  const lentTool = ownTools.at(-1);
  // The borrower is another sample user: a sample never names a wallet someone may sign up with.
  const borrower = catalogue.owners.find((owner) => !sameAddress(owner.walletAddress, account));
  if (lentTool && borrower) {
    rentals.push({
      ...base(lentTool, ownerWallet(lentTool), borrower.walletAddress, 4, 2),
      state: 'RENTAL_ACTIVE',
      inspectionDeadline: null,
    });
  }
  return rentals;
}
