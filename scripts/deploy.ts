// Deploys RentalAgreement to the selected network, accepts a dollar token besides ETH, and records both in
// deployments/<chainId>.json ({ chainId, address, deployBlock, deployer, disputeAdmin, paymentToken }), which
// the front end reads. On the in-process `hardhat` network it only prints: nothing would outlive the process.
//
//   npx hardhat run scripts/deploy.ts --network localhost     (npm run deploy:local; also `npm start`)
//     deploys Test USDC (6 decimals, permit), accepts it and gives every development account 10,000 USDC
//   SEPOLIA_RPC_URL=... DEPLOYER_PRIVATE_KEY=... npx hardhat run scripts/deploy.ts --network sepolia
//     accepts Circle's test USDC (never mints)
//   PAYMENT_TOKEN_ADDRESS=0x... accepts that token instead (never minted); =local forces a Test USDC (local only)
//   DISPUTE_ADMIN=0x... schedules another dispute admin after deploying (in office two days later).
import hre from 'hardhat';
import { writeDeployment } from '@toolshare/contract/deploymentFiles';
import { DEPLOYMENTS_DIR, deployRentalAgreement } from './lib/deployRentalAgreement';

async function main(): Promise<void> {
  const { deployment } = await deployRentalAgreement(hre, {
    disputeAdmin: process.env.DISPUTE_ADMIN,
    paymentToken: process.env.PAYMENT_TOKEN_ADDRESS,
  });
  console.log(`RentalAgreement deployed on ${hre.network.name} (chain ${deployment.chainId}) at ${deployment.address}`);
  console.log(
    `  block ${deployment.deployBlock}, deployer ${deployment.deployer}, dispute admin ${deployment.disputeAdmin}`,
  );
  if (deployment.pendingDisputeAdmin) {
    const { admin, effectiveAt } = deployment.pendingDisputeAdmin;
    console.log(`  dispute admin ${admin} scheduled, in office from ${new Date(effectiveAt * 1000).toISOString()}`);
  }
  if (deployment.paymentToken) {
    const { symbol, address, decimals, local } = deployment.paymentToken;
    console.log(
      `  accepts ${symbol} (${decimals} decimals) at ${address}${local ? ', 10,000 to each development account' : ''}`,
    );
  }
  if (hre.network.name === 'hardhat') {
    console.log('  in-process network: nothing written (use --network localhost for a running node)');
    return;
  }
  const file = writeDeployment(deployment, DEPLOYMENTS_DIR);
  console.log(`  wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
