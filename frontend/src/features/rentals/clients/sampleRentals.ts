/**
 * Sample rentals for the simulated client, made for the wallet that looks at them: the original
 * app showed sample rentals, and a resolved dispute can only be seen through sample data (no
 * screen resolves disputes). Each connected wallet gets, as the borrower of sample tools it does
 * not own: a completed rental, a cancelled one and a resolved dispute; a wallet that owns sample
 * tools (alice, bob, carol, dave) also lends its last one to another development account.
 */
import { sampleCatalogue as catalogue } from '../../tools';
import { parseEth } from '../../../shared/eth';
import { sameAddress } from '../rules/rentalStateMachine';
import type { Rental } from '../types';

interface CatalogueTool {
  id: string;
  ownerId: string;
  name: string;
  rentalRate: string;
  collateralRequired: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Hardhat development account 6: the borrower of the sample lending rental. */
const SAMPLE_BORROWER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
export const SAMPLE_INSPECTION_PERIOD_SECONDS = 2 * 24 * 60 * 60;

const tools: CatalogueTool[] = catalogue.tools;
const ownerWallet = (tool: CatalogueTool) => catalogue.owners.find((owner) => owner.id === tool.ownerId)?.walletAddress ?? '';

/** The first tool in `preferred` order that `account` does not own. */
function pickTool(account: string, preferred: string[]): CatalogueTool {
  const candidates = preferred.map((id) => tools.find((tool) => tool.id === id)).filter((tool): tool is CatalogueTool => !!tool);
  const tool = candidates.find((candidate) => !sameAddress(ownerWallet(candidate), account)) ?? candidates.at(0);
  if (!tool) throw new Error(`The sample catalogue has none of the tools ${preferred.join(', ')}`);
  return tool;
}

export function sampleRentalsFor(account: string, now: number, newId: () => string): Rental[] {
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const base = (tool: CatalogueTool, lender: string, borrower: string, duration: number, createdDaysAgo: number): Rental => ({
    id: newId(),
    toolId: tool.id,
    lenderAddress: lender,
    borrowerAddress: borrower,
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
  });

  const completedTool = pickTool(account, ['tool-2', 'tool-6', 'tool-10']);
  const disputedTool = pickTool(account, ['tool-7', 'tool-3', 'tool-8']);
  const cancelledTool = pickTool(account, ['tool-8', 'tool-4', 'tool-5']);

  const rentals: Rental[] = [
    base(completedTool, ownerWallet(completedTool), account, 3, 40),
    {
      ...base(disputedTool, ownerWallet(disputedTool), account, 2, 20),
      state: 'RESOLUTION_REACHED',
      disputeReason: 'The tool stopped working on the first day; the lender says it was dropped.',
      disputeFiledBy: account,
      evidence: [
        { party: account, details: 'Photos of the tool as it was picked up, with the fault visible.', fileNames: ['pickup-photo.jpg'], submittedAt: iso(16) },
      ],
      resolution: {
        lenderShareBps: 2500,
        details: 'The fault predates the rental: the lender keeps a quarter of the escrow, the borrower gets the rest back.',
        resolvedAt: iso(14),
      },
    },
    { ...base(cancelledTool, ownerWallet(cancelledTool), account, 5, 12), state: 'RENTAL_CANCELLED', startTime: null, endTime: null, inspectionDeadline: null },
  ];

  const ownTools = tools.filter((tool) => sameAddress(ownerWallet(tool), account));
  const lentTool = ownTools.at(-1);
  if (lentTool) {
    rentals.push({
      ...base(lentTool, ownerWallet(lentTool), SAMPLE_BORROWER, 4, 2),
      state: 'RENTAL_ACTIVE',
      inspectionDeadline: null,
    });
  }
  return rentals;
}
