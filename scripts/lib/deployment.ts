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
  disputeAdmin: string;
}
