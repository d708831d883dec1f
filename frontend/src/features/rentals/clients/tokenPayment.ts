import { Contract, Signature, type ContractRunner, type ContractTransactionResponse, type JsonRpcSigner } from 'ethers';
import { PERMIT_TYPES } from '@toolshare/contract/erc2612Permit';

/**
 * Paying a rental in an ERC-20 (RentalAgreement v4): the borrower's balance, and the contract's
 * right to pull the amount, either by an EIP-2612 `permit` signed in the wallet (no transaction; the
 * contract's `acceptSignedRentalOfferWithPermit` submits it) or, for a token without permit, an
 * `approve` transaction first.
 */
const ERC20_ABI = [
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function nonces(address owner) view returns (uint256)',
  'function name() view returns (string)',
  'function version() view returns (string)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
];

/** How long a permit stays good: long enough for the wallet's two prompts, short enough not to linger. */
export const PERMIT_LIFETIME_SECONDS = 60 * 60;

/** The parts of an EIP-2612 permit signature the contract takes. */
export interface PermitSignature {
  deadline: bigint;
  v: number;
  r: string;
  s: string;
}

const tokenContract = (token: string, runner: ContractRunner) => new Contract(token, ERC20_ABI, runner);

/** `account`'s balance of `token`, in its base units. */
export async function readTokenBalance(runner: ContractRunner, token: string, account: string): Promise<bigint> {
  return (await tokenContract(token, runner).getFunction('balanceOf')(account)) as bigint;
}

/**
 * The token's EIP-712 domain name and version: from EIP-5267's `eip712Domain()` where the token has
 * it (OpenZeppelin's ERC20Permit, the local Test USDC), else `name()` and `version()` (Circle's USDC).
 */
async function permitDomainOf(token: Contract): Promise<{ name: string; version: string }> {
  try {
    const domain = (await token.getFunction('eip712Domain')()) as { name: string; version: string };
    return { name: domain.name, version: domain.version };
  } catch {
    const [name, version] = (await Promise.all([token.getFunction('name')(), token.getFunction('version')()])) as [
      string,
      string,
    ];
    return { name, version };
  }
}

/**
 * Asks the wallet to sign a permit for `spender` to pull exactly `amount` of `token` until
 * `deadline` (Unix seconds). Null when the token has no permit (no `nonces`): pay after an approve.
 */
export async function signPermit(
  signer: JsonRpcSigner,
  token: string,
  spender: string,
  amount: bigint,
  deadline: bigint,
): Promise<PermitSignature | null> {
  const contract = tokenContract(token, signer);
  const owner = await signer.getAddress();
  let nonce: bigint;
  try {
    nonce = (await contract.getFunction('nonces')(owner)) as bigint;
  } catch {
    return null;
  }
  const [{ name, version }, network] = await Promise.all([permitDomainOf(contract), signer.provider.getNetwork()]);
  const signature = await signer.signTypedData(
    { name, version, chainId: network.chainId, verifyingContract: token },
    PERMIT_TYPES,
    { owner, spender, value: amount, nonce, deadline },
  );
  const { v, r, s } = Signature.from(signature);
  return { deadline, v, r, s };
}

/** Whether `spender` may already pull `amount` of `owner`'s `token` (an earlier approve). */
export async function hasAllowance(
  runner: ContractRunner,
  token: string,
  owner: string,
  spender: string,
  amount: bigint,
): Promise<boolean> {
  return ((await tokenContract(token, runner).getFunction('allowance')(owner, spender)) as bigint) >= amount;
}

/** The `approve(spender, amount)` transaction, sent by `signer`. */
export function sendApprove(
  signer: JsonRpcSigner,
  token: string,
  spender: string,
  amount: bigint,
): Promise<ContractTransactionResponse> {
  return tokenContract(token, signer).getFunction('approve')(spender, amount) as Promise<ContractTransactionResponse>;
}
