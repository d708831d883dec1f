// Deploys RentalAgreement to the selected network and records it in deployments/<chainId>.json
// ({ chainId, address, deployBlock, deployer, disputeAdmin }), which the front end reads.
// On the in-process `hardhat` network it only prints: nothing would outlive the process.
//
//   npx hardhat run scripts/deploy.ts --network localhost     (npm run deploy:local)
//   SEPOLIA_RPC_URL=... DEPLOYER_PRIVATE_KEY=... npx hardhat run scripts/deploy.ts --network sepolia
//   DISPUTE_ADMIN=0x... hands dispute resolution to another address after deploying.
import hre from 'hardhat';
import { deployRentalAgreement, writeDeployment } from './lib/deployRentalAgreement';

async function main(): Promise<void> {
  const { deployment } = await deployRentalAgreement(hre, { disputeAdmin: process.env.DISPUTE_ADMIN });
  console.log(`RentalAgreement deployed on ${hre.network.name} (chain ${deployment.chainId}) at ${deployment.address}`);
  console.log(
    `  block ${deployment.deployBlock}, deployer ${deployment.deployer}, dispute admin ${deployment.disputeAdmin}`,
  );
  if (hre.network.name === 'hardhat') {
    console.log('  in-process network: nothing written (use --network localhost for a running node)');
    return;
  }
  const file = writeDeployment(deployment);
  console.log(`  wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
