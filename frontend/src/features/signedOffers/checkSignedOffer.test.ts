import { describe, expect, it, vi } from 'vitest';
import { Wallet } from 'ethers';
import { ETH_PAYMENT_TOKEN, signRentalOffer, rentalOfferDomain } from '@toolshare/contract/signedRentalOffer';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { textMatching } from '../rentals/test/matchers';
import { stubSignedOfferChain } from './test/signedOfferFixtures';
import { checkSignedOffer, offerDigest, type SignedOfferChain } from './checkSignedOffer';
import type { RentalOfferTerms, StoredSignedOffer } from './types';

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const NOW = 1_800_000_000;
// Hardhat's development keys #1 and #2: the owner and a stranger.
const owner = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const stranger = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const tool = { id: 'tool-7', ownerWalletAddress: owner.address };

function chainWith(overrides: Partial<SignedOfferChain> = {}): SignedOfferChain {
  return stubSignedOfferChain({ contractAddress: CONTRACT, blockTimeSeconds: vi.fn(async () => NOW), ...overrides });
}

function termsOf(overrides: Partial<RentalOfferTerms> = {}): RentalOfferTerms {
  return {
    lender: owner.address,
    toolId: toolIdToBytes32(tool.id),
    paymentToken: ETH_PAYMENT_TOKEN,
    rentalRate: 10n ** 16n,
    collateralAmount: 5n * 10n ** 16n,
    inspectionPeriodDuration: 86_400n,
    cancellationFeeBps: 0n,
    nonce: 0n,
    expiry: BigInt(NOW + 3600),
    ...overrides,
  };
}

async function signed(
  terms: RentalOfferTerms,
  signer: Wallet = owner,
  chainId = 5,
  contractAddress = CONTRACT,
): Promise<StoredSignedOffer> {
  const signature = await signRentalOffer(signer, rentalOfferDomain(BigInt(chainId), contractAddress), terms);
  return { listingId: tool.id, chainId, contractAddress, terms, signature, signedAt: NOW * 1000 };
}

describe('checkSignedOffer', () => {
  it("accepts the owner's signature of the terms, at the current nonce, before the expiry (the expiry's own second included)", async () => {
    const offer = await signed(termsOf({ expiry: BigInt(NOW) }));
    await expect(checkSignedOffer(offer, tool, chainWith())).resolves.toEqual({ usable: true, offer });
  });

  it('refuses when there is no offer', async () => {
    await expect(checkSignedOffer(null, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'missing',
      reason: 'The owner has not opened this tool for on-chain rental yet.',
    });
  });

  it('refuses an offer signed for another contract or chain', async () => {
    const otherChain = await signed(termsOf(), owner, 1);
    await expect(checkSignedOffer(otherChain, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'otherContract',
    });
    const otherContract = await signed(termsOf(), owner, 5, '0x0000000000000000000000000000000000000001');
    await expect(checkSignedOffer(otherContract, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'otherContract',
    });
  });

  it('refuses an offer for another tool', async () => {
    const offer = await signed(termsOf({ toolId: toolIdToBytes32('tool-8') }));
    await expect(checkSignedOffer(offer, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'otherTool',
      reason: textMatching(/another tool/),
    });
  });

  it("refuses an offer whose lender is not the owner's linked wallet, even well signed by that lender", async () => {
    const offer = await signed(termsOf({ lender: stranger.address }), stranger);
    await expect(checkSignedOffer(offer, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'notOwner',
      reason: textMatching(/linked to the owner's account/),
    });
  });

  it("refuses an expired offer by the chain's clock, one second after its expiry, naming the date", async () => {
    const offer = await signed(termsOf({ expiry: BigInt(NOW - 1) }));
    const check = await checkSignedOffer(offer, tool, chainWith());
    expect(check).toMatchObject({
      usable: false,
      problem: 'expired',
      reason: textMatching(/^The owner's signed offer expired on .+: ask the owner to sign a new one\.$/),
    });
  });

  it('refuses a cancelled offer (the nonce moved on), and one signed ahead of the nonce', async () => {
    const offer = await signed(termsOf({ nonce: 1n }));
    const offerNonce = vi.fn(async () => 2n);
    await expect(checkSignedOffer(offer, tool, chainWith({ offerNonce }))).resolves.toMatchObject({
      usable: false,
      problem: 'cancelled',
      reason: textMatching(/cancelled/),
    });
    expect(offerNonce).toHaveBeenCalledWith(owner.address, toolIdToBytes32(tool.id));
    await expect(checkSignedOffer(offer, tool, chainWith({ offerNonce: async () => 0n }))).resolves.toMatchObject({
      usable: false,
      problem: 'ahead',
    });
  });

  it('refuses a signature of other terms, a stranger’s signature, and one that is not a signature at all', async () => {
    const offer = await signed(termsOf());
    const raised = { ...offer, terms: { ...offer.terms, rentalRate: offer.terms.rentalRate * 100n } };
    await expect(checkSignedOffer(raised, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'badSignature',
    });
    const byStranger = { ...offer, signature: (await signed(termsOf(), stranger)).signature };
    await expect(checkSignedOffer(byStranger, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'badSignature',
    });
    await expect(checkSignedOffer({ ...offer, signature: '0x1234' }, tool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'badSignature',
    });
  });

  it('asks a lender contract (EIP-1271) when the signature is not an account signature, with the digest the contract verifies', async () => {
    const smartLender = '0x1111111111111111111111111111111111111111';
    const offer = { ...(await signed(termsOf({ lender: smartLender }))), signature: '0xc0ffee' };
    const smartTool = { id: tool.id, ownerWalletAddress: smartLender };
    const acceptsContractSignature = vi.fn(async () => true);
    await expect(checkSignedOffer(offer, smartTool, chainWith({ acceptsContractSignature }))).resolves.toMatchObject({
      usable: true,
    });
    expect(acceptsContractSignature).toHaveBeenCalledWith(smartLender, offerDigest(offer), '0xc0ffee');
    await expect(checkSignedOffer(offer, smartTool, chainWith())).resolves.toMatchObject({
      usable: false,
      problem: 'badSignature',
    });
  });
});
