// ERC-20 helpers for the v4 token tests: a Test USDC accepted by the escrow, balances for the borrower, and
// EIP-2612 permit signatures.
import { ethers } from 'hardhat';
import { Signature } from 'ethers';
import type { Signer } from 'ethers';
import type { Deployed } from './rentalFixtures';
import type { TestUSDC } from '@toolshare/contract/typechain';
import { PERMIT_TYPES } from '@toolshare/contract/erc2612Permit';

/** 12 USDC a day and 60 USDC collateral (6 decimals). */
export const USDC_RATE = 12_000_000n;
export const USDC_COLLATERAL = 60_000_000n;

/** A fresh escrow with Test USDC accepted and 10,000 USDC for the borrower and the stranger. */
export async function tokenFixture() {
  const [admin, lender, borrower, stranger, other] = await ethers.getSigners();
  const rentals = await ethers.deployContract('RentalAgreement', admin);
  const usdc = await ethers.deployContract('TestUSDC', admin);
  await rentals.connect(admin).setPaymentToken(await usdc.getAddress(), true);
  for (const account of [borrower, stranger]) await usdc.mint(account.address, 10_000_000_000n);
  return { rentals, usdc, admin, lender, borrower, stranger, other } satisfies Deployed & { usdc: TestUSDC };
}

/** `owner`'s EIP-2612 permit for `spender` to take `value` of `token` until `deadline`. */
export async function permit(
  token: TestUSDC,
  owner: Signer,
  spender: string,
  value: bigint,
  deadline: bigint,
): Promise<Signature> {
  const { chainId } = await ethers.provider.getNetwork();
  const address = await owner.getAddress();
  return Signature.from(
    await owner.signTypedData(
      { name: await token.name(), version: '1', chainId, verifyingContract: await token.getAddress() },
      PERMIT_TYPES,
      { owner: address, spender, value, nonce: await token.nonces(address), deadline },
    ),
  );
}
