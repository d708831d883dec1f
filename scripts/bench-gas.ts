// `npm run bench:gas`: the gas of each step of one full rental, on both paths, measured on the in-process
// network in the steady state: repeat users, a tool rented before, a deployment that has seen rentals
// (the first rental of each path warms up the counters, nonces and balances).
// - signed offer: acceptSignedRentalOffer, pickup, return, receipt, release, both withdrawals (the lender
//   signs for free); budget under 350,000 in total, aim 340,000;
// - on-chain offer: createRentalOffer, accept, then the same steps; budget under 360,000, aim 355,000.
// Fails (exit code 1) when a path is at or above its budget.
import { ethers, network } from 'hardhat';
import type { ContractTransactionResponse } from 'ethers';
import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers';
import type { RentalAgreement } from '../typechain-types';
import { toolIdToBytes32 } from './lib/toolIdBytes32';
import { rentalOfferDomain, signRentalOffer } from './lib/signedRentalOffer';

const RATE = ethers.parseEther('0.012');
const COLLATERAL = ethers.parseEther('0.06');
const DAYS = 3n;
const INSPECTION_PERIOD = 24n * 60n * 60n;
const OFFER_LIFETIME = 30n * 24n * 60n * 60n;

interface Step {
  step: string;
  gasUsed: bigint;
}
interface Path {
  title: string;
  budget: bigint;
  aim: bigint;
  steps: Step[];
}

/** The lender and the borrower: the second and third development accounts (the first deploys). */
interface Parties {
  lender: HardhatEthersSigner;
  borrower: HardhatEthersSigner;
}

async function parties(): Promise<Parties> {
  const [, lender, borrower] = await ethers.getSigners();
  if (!lender || !borrower) throw new Error('bench:gas needs three accounts');
  return { lender, borrower };
}

async function gasOf(tx: Promise<ContractTransactionResponse>): Promise<bigint> {
  const receipt = await (await tx).wait();
  if (!receipt) throw new Error('No receipt');
  return receipt.gasUsed;
}

/** Records each step's gas; `open` opens and pays for the rental (one or two transactions). */
async function fullRental(
  rentals: RentalAgreement,
  { lender, borrower }: Parties,
  open: (record: (step: string, tx: Promise<ContractTransactionResponse>) => Promise<void>) => Promise<void>,
): Promise<Step[]> {
  const steps: Step[] = [];
  const record = async (step: string, tx: Promise<ContractTransactionResponse>) => {
    steps.push({ step, gasUsed: await gasOf(tx) });
  };
  await open(record);
  const rentalId = await rentals.rentalCount();
  await record('pickup (confirmToolPickup)', rentals.connect(borrower).confirmToolPickup(rentalId));
  await record('return (markToolReturned)', rentals.connect(borrower).markToolReturned(rentalId));
  await record(
    'receipt (confirmToolReceiptAndInspect)',
    rentals.connect(lender).confirmToolReceiptAndInspect(rentalId),
  );
  await record('release (releaseCollateral)', rentals.connect(lender).releaseCollateral(rentalId));
  await record('lender withdraw', rentals.connect(lender).withdraw());
  await record('borrower withdraw', rentals.connect(borrower).withdraw());
  return steps;
}

function onChainOfferRental(rentals: RentalAgreement, who: Parties, toolId: string): Promise<Step[]> {
  const { lender, borrower } = who;
  return fullRental(rentals, who, async (record) => {
    await record(
      'offer (createRentalOffer)',
      rentals.connect(lender).createRentalOffer(toolIdToBytes32(toolId), RATE, COLLATERAL, INSPECTION_PERIOD),
    );
    const rentalId = await rentals.rentalCount();
    await record(
      'accept (acceptRentalOfferAndDepositCollateral)',
      rentals
        .connect(borrower)
        .acceptRentalOfferAndDepositCollateral(rentalId, DAYS, { value: COLLATERAL + RATE * DAYS }),
    );
  });
}

function signedOfferRental(rentals: RentalAgreement, who: Parties, toolId: string): Promise<Step[]> {
  const { lender, borrower } = who;
  return fullRental(rentals, who, async (record) => {
    const { chainId } = await ethers.provider.getNetwork();
    const latest = await ethers.provider.getBlock('latest');
    if (!latest) throw new Error('No latest block');
    const offer = {
      lender: lender.address,
      toolId: toolIdToBytes32(toolId),
      rentalRate: RATE,
      collateralAmount: COLLATERAL,
      inspectionPeriodDuration: INSPECTION_PERIOD,
      nonce: await rentals.offerNonce(lender.address, toolIdToBytes32(toolId)),
      expiry: BigInt(latest.timestamp) + OFFER_LIFETIME,
    };
    const signature = await signRentalOffer(lender, rentalOfferDomain(chainId, await rentals.getAddress()), offer);
    await record(
      'accept signed offer (acceptSignedRentalOffer)',
      rentals.connect(borrower).acceptSignedRentalOffer(offer, signature, DAYS, { value: COLLATERAL + RATE * DAYS }),
    );
  });
}

function print({ title, budget, aim, steps }: Path): bigint {
  const total = steps.reduce((sum, { gasUsed }) => sum + gasUsed, 0n);
  const width = Math.max(...steps.map(({ step }) => step.length), 'sum'.length);
  console.log(`${title}\n`);
  console.log(`${'step'.padEnd(width)}  ${'gasUsed'.padStart(9)}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}`);
  for (const { step, gasUsed } of steps) console.log(`${step.padEnd(width)}  ${gasUsed.toString().padStart(9)}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}`);
  console.log(`${'sum'.padEnd(width)}  ${total.toString().padStart(9)}`);
  console.log(
    `\nbudget < ${budget}: ${total < budget ? 'met' : 'MISSED'}; aim ${aim}: ${total <= aim ? 'met' : 'not met'}\n`,
  );
  return total;
}

async function main(): Promise<void> {
  if (network.name !== 'hardhat') throw new Error('bench:gas measures on the in-process hardhat network only');
  const rentals = await ethers.deployContract('RentalAgreement');
  await rentals.waitForDeployment();
  const who = await parties();
  // Warm-up rentals: the same users, and tool-2 rented once by signature before it is measured.
  await onChainOfferRental(rentals, who, 'tool-1');
  await signedOfferRental(rentals, who, 'tool-2');
  const paths: Path[] = [
    {
      title: 'Signed offer: a signed rental of a tool rented before, repeat users (steady state)',
      budget: 350_000n,
      aim: 340_000n,
      steps: await signedOfferRental(rentals, who, 'tool-2'),
    },
    {
      title: 'On-chain offer: a full rental on a deployment that has seen rentals, repeat users (steady state)',
      budget: 360_000n,
      aim: 355_000n,
      steps: await onChainOfferRental(rentals, who, 'tool-3'),
    },
  ];
  console.log('RentalAgreement gas per step\n');
  for (const path of paths) {
    if (print(path) >= path.budget) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
