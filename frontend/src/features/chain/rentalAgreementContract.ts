import { Contract, Interface, type ContractRunner } from 'ethers';
import type { RentalAgreement } from '@repo/typechain-types';
// Only the ABI, typed by the TypeChain bindings: their factory also carries the deploy bytecode
// (about 4.6 KB gzipped), which the app never uses and every page would download.
import { abi } from '@repo/artifacts/contracts/RentalAgreement.sol/RentalAgreement.json';

export const rentalAgreementInterface = new Interface(abi);

/** The deployed RentalAgreement at `address`, acting through `runner` (a signer or a provider). */
export function connectRentalAgreement(address: string, runner: ContractRunner): RentalAgreement {
  return new Contract(address, rentalAgreementInterface, runner) as unknown as RentalAgreement;
}
