// Opens on-chain offers for the sample catalogue's available tools
// (frontend/src/features/tools/sampleTools.json), each from its owner's Hardhat development account.
// Safe to run twice: a tool that already has an open offer (AWAITING_COLLATERAL) is skipped.
//
//   npx hardhat run scripts/seed.ts --network localhost     (npm run seed:local, after deploy:local)
import hre from "hardhat";
import { readDeployment } from "./lib/deployRentalAgreement";
import { seedSampleOffers } from "./lib/seedSampleOffers";

async function main(): Promise<void> {
  const { chainId } = await hre.ethers.provider.getNetwork();
  const deployment = readDeployment(Number(chainId));
  if (!deployment) {
    throw new Error(`No deployments/${chainId}.json: run the deploy script on this network first (npm run deploy:local).`);
  }
  if ((await hre.ethers.provider.getCode(deployment.address)) === "0x") {
    throw new Error(`deployments/${chainId}.json names ${deployment.address}, but no contract is there (did the node restart?): deploy again first.`);
  }
  const rentals = await hre.ethers.getContractAt("RentalAgreement", deployment.address);
  const result = await seedSampleOffers(hre, rentals);
  for (const line of result.log) console.log(line);
  console.log(`Seeded ${result.opened.length} offer(s); ${result.skipped.length} tool(s) already had an open offer; rentalCount is now ${await rentals.rentalCount()}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
