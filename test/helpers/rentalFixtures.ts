import { ethers } from 'hardhat';
import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers';

/** The contract's RentalState enum, by name (index = on-chain value). */
export const State = {
  NONE_INITIATED: 0,
  AWAITING_COLLATERAL: 1,
  COLLATERAL_DEPOSITED: 2,
  RENTAL_ACTIVE: 3,
  TOOL_RETURNED: 4,
  INSPECTION_PERIOD: 5,
  DISPUTE_OPENED: 6,
  RESOLUTION_REACHED: 7,
  TRANSACTION_COMPLETED: 8,
  RENTAL_CANCELLED: 9,
} as const;
export type StateName = keyof typeof State;
export const STATE_NAMES = Object.keys(State) as StateName[];

export const DAY = 24n * 60n * 60n;
export const HOUR = 60n * 60n;
export const RATE = ethers.parseEther('0.012');
export const COLLATERAL = ethers.parseEther('0.06');
export const DAYS = 3n;
export const RENT = RATE * DAYS;
export const DEPOSIT = COLLATERAL + RENT;
export const INSPECTION = DAY;
export const TOOL_ID = ethers.encodeBytes32String('tool-1');
export const MAX_UINT128 = (1n << 128n) - 1n;

export interface Actors {
  /** Deployer: owner and first dispute admin. */
  admin: HardhatEthersSigner;
  lender: HardhatEthersSigner;
  borrower: HardhatEthersSigner;
  stranger: HardhatEthersSigner;
  other: HardhatEthersSigner;
}

export async function actors(): Promise<Actors> {
  const [admin, lender, borrower, stranger, other] = await ethers.getSigners();
  return { admin, lender, borrower, stranger, other };
}

/** A fresh escrow and the five actors. */
export async function deployFixture() {
  const who = await actors();
  const rentals = await ethers.deployContract('RentalAgreement', who.admin);
  await rentals.waitForDeployment();
  return { rentals, ...who };
}

export type Deployed = Awaited<ReturnType<typeof deployFixture>>;

/** The CollateralReleased credits a transaction made, as [recipient, amount] pairs. */
export async function creditsOf(
  d: Deployed,
  tx: Promise<{ wait: () => Promise<unknown> }>,
): Promise<[string, bigint][]> {
  const receipt = (await (await tx).wait()) as { logs: { topics: string[]; data: string }[] };
  const credits: [string, bigint][] = [];
  for (const log of receipt.logs) {
    const parsed = d.rentals.interface.parseLog(log);
    if (parsed?.name === 'CollateralReleased')
      credits.push([parsed.args.recipient as string, parsed.args.amount as bigint]);
  }
  return credits;
}

let toolCount = 0;

/**
 * A tool id never used before in this test run. Version 4 books each tool's calendar, so two rentals of one
 * tool at the same time are refused: fixtures that open many rentals at once give each its own tool.
 */
export function freshToolId(): string {
  toolCount += 1;
  return ethers.encodeBytes32String(`fresh-tool-${toolCount}`);
}

/** Opens the standard offer from `lender` for `toolId` (a fresh tool by default); returns its id. */
export async function offer(d: Deployed, lender = d.lender, toolId = freshToolId()): Promise<bigint> {
  await d.rentals.connect(lender).createRentalOffer(toolId, RATE, COLLATERAL, INSPECTION);
  return d.rentals.rentalCount();
}

/** Walks a fresh standard rental to `target` through the normal path; returns its id. */
export async function rentalIn(d: Deployed, target: StateName): Promise<bigint> {
  const { rentals, lender, borrower, admin } = d;
  const id = await offer(d);
  if (target === 'AWAITING_COLLATERAL') return id;
  if (target === 'RENTAL_CANCELLED') {
    await rentals.connect(lender).cancelRental(id);
    return id;
  }
  await rentals.connect(borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT });
  if (target === 'COLLATERAL_DEPOSITED') return id;
  await rentals.connect(borrower).confirmToolPickup(id);
  if (target === 'RENTAL_ACTIVE') return id;
  // A dispute opens only after pickup; this one is filed during the rental, before any return.
  if (target === 'DISPUTE_OPENED' || target === 'RESOLUTION_REACHED') {
    await rentals.connect(borrower).fileDispute(id, 'not as described');
    if (target === 'RESOLUTION_REACHED') await rentals.connect(admin).resolveDispute(id, 5000, 'split');
    return id;
  }
  await rentals.connect(borrower).markToolReturned(id);
  if (target === 'TOOL_RETURNED') return id;
  if (target === 'TRANSACTION_COMPLETED') {
    await rentals.connect(lender).releaseCollateral(id);
    return id;
  }
  await rentals.connect(lender).confirmToolReceiptAndInspect(id);
  if (target === 'INSPECTION_PERIOD') return id;
  throw new Error(`rentalIn cannot reach ${target}`);
}

/** One rental in every reachable state, plus the deployment: the fixture for wrong-state tests. */
export async function everyStateFixture() {
  const d = await deployFixture();
  const ids = {} as Record<Exclude<StateName, 'NONE_INITIATED'>, bigint>;
  for (const name of STATE_NAMES) {
    if (name === 'NONE_INITIATED') continue;
    ids[name] = await rentalIn(d, name);
  }
  return { ...d, ids };
}

/** The states other than `allowed` (and NONE_INITIATED, which no existing rental has). */
export function statesExcept(...allowed: StateName[]): Exclude<StateName, 'NONE_INITIATED'>[] {
  return STATE_NAMES.filter(
    (name): name is Exclude<StateName, 'NONE_INITIATED'> => name !== 'NONE_INITIATED' && !allowed.includes(name),
  );
}

/** The timestamp of the block that mined `tx`. */
export async function minedAt(tx: { wait: () => Promise<{ blockNumber: number } | null> }): Promise<bigint> {
  const receipt = await tx.wait();
  if (!receipt) throw new Error('no receipt');
  const block = await ethers.provider.getBlock(receipt.blockNumber);
  if (!block) throw new Error('no block');
  return BigInt(block.timestamp);
}
