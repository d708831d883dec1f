import { readFileSync } from "node:fs";
import path from "node:path";
import type { HardhatRuntimeEnvironment } from "hardhat/types";
import type { RentalAgreement } from "../../typechain-types";
import { toolIdToBytes32 } from "./toolIdBytes32";

/** The sample catalogue the app shows; its owners are Hardhat's development accounts. */
export const SAMPLE_TOOLS_FILE = path.join(__dirname, "..", "..", "frontend", "src", "features", "tools", "sampleTools.json");

/** How long a lender has to inspect a returned sample tool. */
export const SAMPLE_INSPECTION_PERIOD = 24 * 60 * 60;

const AWAITING_COLLATERAL = 1n;

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

export function readSampleCatalogue(file = SAMPLE_TOOLS_FILE): SampleCatalogue {
  return JSON.parse(readFileSync(file, "utf8")) as SampleCatalogue;
}

/**
 * Opens an offer for every available sample tool from its owner's development account, unless the tool
 * already has an open offer from that owner (so a second run adds nothing).
 */
export async function seedSampleOffers(
  hre: HardhatRuntimeEnvironment,
  rentals: RentalAgreement,
  catalogue: SampleCatalogue = readSampleCatalogue(),
): Promise<{ opened: { toolId: string; rentalId: bigint }[]; skipped: string[]; log: string[] }> {
  const { ethers } = hre;
  const signers = await ethers.getSigners();

  // Tools with an open offer already, by "toolId|lender".
  const open = new Set<string>();
  const count = await rentals.rentalCount();
  for (let id = 1n; id <= count; id++) {
    const agreement = await rentals.getAgreement(id);
    if (agreement.currentState === AWAITING_COLLATERAL) open.add(`${agreement.toolId}|${agreement.lender.toLowerCase()}`);
  }

  const opened: { toolId: string; rentalId: bigint }[] = [];
  const skipped: string[] = [];
  const log: string[] = [];
  for (const tool of catalogue.tools.filter((t) => t.available)) {
    const owner = catalogue.owners.find((o) => o.id === tool.ownerId);
    if (!owner) throw new Error(`${tool.id}: owner ${tool.ownerId} is not in the catalogue`);
    const signer = signers[owner.accountIndex];
    if (signer?.address.toLowerCase() !== owner.walletAddress.toLowerCase()) {
      throw new Error(`${tool.id}: account #${owner.accountIndex} of this network is not ${owner.walletAddress} (seed only runs on a Hardhat development chain)`);
    }
    const toolId = toolIdToBytes32(tool.id);
    if (open.has(`${toolId}|${signer.address.toLowerCase()}`)) {
      skipped.push(tool.id);
      log.push(`  ${tool.id.padEnd(8)} ${tool.name}: already has an open offer, skipped`);
      continue;
    }
    const rate = ethers.parseEther(tool.rentalRate);
    const collateral = ethers.parseEther(tool.collateralRequired);
    const tx = await rentals.connect(signer).createRentalOffer(toolId, rate, collateral, SAMPLE_INSPECTION_PERIOD);
    const receipt = await tx.wait();
    const created = receipt?.logs.map((l) => rentals.interface.parseLog(l)).find((parsed) => parsed?.name === "RentalCreated");
    const rentalId = created ? (created.args.rentalId as bigint) : await rentals.rentalCount();
    opened.push({ toolId: tool.id, rentalId });
    log.push(`  ${tool.id.padEnd(8)} ${tool.name}: offer #${rentalId} by ${signer.address} at ${tool.rentalRate} ETH/day, collateral ${tool.collateralRequired} ETH`);
  }
  return { opened, skipped, log };
}
