// Signs offers (EIP-712, no transaction) for the sample catalogue's available tools
// (frontend/src/features/tools/sampleTools.json), each with its owner's Hardhat development account,
// and writes them to deployments/signedOffers/<chainId>.json, where the app finds them: a newcomer
// rents a sample tool by signature at once. The offers use the v4 typed data (domain "4"): paid in ETH
// (paymentToken 0), no cancellation fee; one signature serves every booking that fits the tool's calendar.
// Safe to run twice: it signs anew at the current nonces.
//
//   npx hardhat run scripts/seed.ts --network localhost     (npm run seed:local, after deploy:local)
import hre from 'hardhat';
import { readDeployment } from '@toolshare/contract/deploymentFiles';
import { DEPLOYMENTS_DIR } from './lib/deployRentalAgreement';
import { seedSignedSampleOffers } from './lib/seedSampleOffers';

async function main(): Promise<void> {
  const { chainId } = await hre.ethers.provider.getNetwork();
  const deployment = readDeployment(Number(chainId), DEPLOYMENTS_DIR);
  if (!deployment) {
    throw new Error(
      `No deployments/${chainId}.json: run the deploy script on this network first (npm run deploy:local).`,
    );
  }
  if ((await hre.ethers.provider.getCode(deployment.address)) === '0x') {
    throw new Error(
      `deployments/${chainId}.json names ${deployment.address}, but no contract is there (did the node restart?): deploy again first.`,
    );
  }
  const rentals = await hre.ethers.getContractAt('RentalAgreement', deployment.address);
  const result = await seedSignedSampleOffers(hre, rentals);
  for (const line of result.log) console.log(line);
  console.log(`Signed ${result.offers.length} offer(s), written to ${result.file}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
