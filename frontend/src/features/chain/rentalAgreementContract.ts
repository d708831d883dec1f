import { Contract, Interface, type ContractRunner } from 'ethers';
import type { RentalAgreement } from '@toolshare/contract/typechain';
// Only the ABI, typed by the TypeChain bindings: their factory also carries the deploy bytecode
// (about 4.6 KB gzipped), which the app never uses and every page would download.
import { rentalAgreementAbi } from '@toolshare/contract/abi';

export const rentalAgreementInterface = new Interface(rentalAgreementAbi);

/** The deployed RentalAgreement at `address`, acting through `runner` (a signer or a provider). */
export function connectRentalAgreement(address: string, runner: ContractRunner): RentalAgreement {
  return new Contract(address, rentalAgreementInterface, runner) as unknown as RentalAgreement;
}
