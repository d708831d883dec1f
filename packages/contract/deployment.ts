/**
 * Where RentalAgreement lives on one chain: what scripts/deploy.ts writes to deployments/<chainId>.json
 * and what the front end reads (frontend/src/features/chain/deployments.ts). Types only, so both sides
 * can import it.
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
