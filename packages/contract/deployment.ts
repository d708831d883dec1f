/**
 * Where RentalAgreement lives on one chain: what scripts/deploy.ts writes to deployments/<chainId>.json
 * and what the front end, the indexer and the seed script read. No Node modules here, so the app can
 * import it; the files themselves are read and written by ./deploymentFiles.
 */
export interface Deployment {
  chainId: number;
  address: string;
  deployBlock: number;
  deployer: string;
  /** The dispute admin in office when the record was written. */
  disputeAdmin: string;
  /** An appointment scheduled by the deploy (DISPUTE_ADMIN), which takes office at `effectiveAt` (unix seconds). */
  pendingDisputeAdmin?: { admin: string; effectiveAt: number };
  /** The dollar token the contract accepts besides ETH (v4), when the deploy set one. */
  paymentToken?: PaymentTokenRecord;
}

/** An ERC-20 the contract accepts (`setPaymentToken`), as deployments/<chainId>.json records it. */
export interface PaymentTokenRecord {
  address: string;
  symbol: string;
  decimals: number;
  /** True for the local Test USDC the deploy created (and minted to the development accounts). */
  local: boolean;
}

/** Whether `value` (a parsed deployments/<chainId>.json) names a chain and a contract address. */
export function isDeployment(value: unknown): value is Deployment {
  const candidate = value as Partial<Deployment> | null;
  return (
    typeof candidate?.chainId === 'number' &&
    typeof candidate.address === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(candidate.address)
  );
}
