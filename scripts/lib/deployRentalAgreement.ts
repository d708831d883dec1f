import path from 'node:path';
import type { HardhatRuntimeEnvironment } from 'hardhat/types';
import type { RentalAgreement } from '@toolshare/contract/typechain';
import type { Deployment, PaymentTokenRecord } from '@toolshare/contract/deployment';

/** Circle's test USDC on Sepolia (https://developers.circle.com/stablecoins/usdc-contract-addresses). */
export const SEPOLIA_USDC = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238';
/** Sepolia's chain id. */
export const SEPOLIA_CHAIN_ID = 11_155_111;
/** What each development account gets of the local Test USDC: 10,000 USDC (6 decimals). */
export const LOCAL_USDC_PER_ACCOUNT = 10_000n * 10n ** 6n;
/** The networks that are local development chains, where the deploy creates and mints Test USDC. */
const LOCAL_NETWORKS = ['hardhat', 'localhost', 'e2e'];

export interface DeployOptions {
  /**
   * Schedules dispute resolution for this address after deploying (it takes office DISPUTE_ADMIN_DELAY later;
   * the deployer rules until then).
   */
  disputeAdmin?: string;
  /**
   * The ERC-20 to accept besides ETH: 'local' deploys a Test USDC and mints it to the development accounts;
   * an address accepts that token (never minted); undefined: 'local' on a local chain, Circle's test USDC on
   * Sepolia, none elsewhere.
   */
  paymentToken?: string;
}

/**
 * Deploys RentalAgreement from the network's first account, optionally sets a different dispute
 * admin, and describes the deployment. Writes nothing: callers decide where the record goes.
 */
export async function deployRentalAgreement(
  hre: HardhatRuntimeEnvironment,
  options: DeployOptions = {},
): Promise<{ contract: RentalAgreement; deployment: Deployment }> {
  const { ethers } = hre;
  const [deployer] = await ethers.getSigners();
  if (!deployer) throw new Error(`The network ${hre.network.name} has no account to deploy from`);
  const factory = await ethers.getContractFactory('RentalAgreement', deployer);
  const contract = (await factory.deploy()) as unknown as RentalAgreement;
  const receipt = await contract.deploymentTransaction()?.wait();
  if (!receipt) throw new Error('The deployment transaction has no receipt');

  if (options.disputeAdmin && !sameAddress(options.disputeAdmin, deployer.address)) {
    if (!ethers.isAddress(options.disputeAdmin))
      throw new Error(`DISPUTE_ADMIN is not an address: ${String(options.disputeAdmin)}`);
    await (await contract.setDisputeAdmin(options.disputeAdmin)).wait();
  }

  const { chainId } = await ethers.provider.getNetwork();
  const paymentToken = await acceptPaymentToken(hre, contract, Number(chainId), options.paymentToken);
  const [pendingAdmin, effectiveAt] = await contract.pendingDisputeAdmin();
  return {
    contract,
    deployment: {
      chainId: Number(chainId),
      address: await contract.getAddress(),
      deployBlock: receipt.blockNumber,
      deployer: deployer.address,
      disputeAdmin: await contract.disputeAdmin(),
      ...(pendingAdmin === ethers.ZeroAddress
        ? {}
        : { pendingDisputeAdmin: { admin: pendingAdmin, effectiveAt: Number(effectiveAt) } }),
      ...(paymentToken ? { paymentToken } : {}),
    },
  };
}

/**
 * Accepts the deployment's dollar token on `contract` (setPaymentToken) and describes it. On a local chain
 * (by default) it deploys Test USDC and gives every development account LOCAL_USDC_PER_ACCOUNT; on any other
 * chain it only accepts an existing token (PAYMENT_TOKEN_ADDRESS, or Circle's test USDC on Sepolia) and never
 * mints.
 */
async function acceptPaymentToken(
  hre: HardhatRuntimeEnvironment,
  contract: RentalAgreement,
  chainId: number,
  choice: DeployOptions['paymentToken'],
): Promise<PaymentTokenRecord | undefined> {
  const { ethers } = hre;
  const local = LOCAL_NETWORKS.includes(hre.network.name);
  const wanted = choice ?? (local ? 'local' : chainId === SEPOLIA_CHAIN_ID ? SEPOLIA_USDC : undefined);
  if (wanted === undefined) return undefined;
  if (wanted === 'local') {
    if (!local) throw new Error(`Test USDC is only deployed on a local chain, not on ${hre.network.name}`);
    const usdc = await ethers.deployContract('TestUSDC');
    await usdc.waitForDeployment();
    const address = await usdc.getAddress();
    await (await contract.setPaymentToken(address, true)).wait();
    for (const account of await ethers.getSigners()) {
      await (await usdc.mint(account.address, LOCAL_USDC_PER_ACCOUNT)).wait();
    }
    return { address, symbol: await usdc.symbol(), decimals: Number(await usdc.decimals()), local: true };
  }
  if (!ethers.isAddress(wanted)) throw new Error(`PAYMENT_TOKEN_ADDRESS is not an address: ${String(wanted)}`);
  await (await contract.setPaymentToken(wanted, true)).wait();
  const token = await ethers.getContractAt('IERC20Metadata', wanted);
  return { address: wanted, symbol: await token.symbol(), decimals: Number(await token.decimals()), local: false };
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Where deployments are recorded: deployments/ at the repository root, unless TOOLSHARE_DEPLOYMENTS_DIR
 * names another folder (the browser tests keep their throw-away deployment out of the repository).
 */
export const DEPLOYMENTS_DIR = process.env.TOOLSHARE_DEPLOYMENTS_DIR ?? path.join(__dirname, '..', '..', 'deployments');
