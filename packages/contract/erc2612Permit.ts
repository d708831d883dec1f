// EIP-2612's `Permit` typed data, written once for the app (paying a token rental in one transaction),
// the contract tests and the gas benchmark. The domain is the token's own: its name, version '1'.
import type { TypedDataField } from 'ethers';

export const PERMIT_TYPES: Record<string, TypedDataField[]> = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
};
