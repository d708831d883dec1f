import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wallet } from 'ethers';
import { OnchainOfferPanel } from './OnchainOfferPanel';
import { RentalForm } from './RentalForm';
import { OFFER_TERMS_CHANGED } from '../actions/rentalActions';
import { setRentalsMode } from '../clients/rentalsMode';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet, signingWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { BORROWER, makeTool } from '../test/rentalFixtures';
import {
  BrowserSignedOfferStore,
  CHAIN_NOW,
  signedOfferOf,
  stubSignedOfferChain,
} from '../../signedOffers/test/signedOfferFixtures';
import { anObserver } from '../test/matchers';
import type { SignedOfferChain } from '../../signedOffers';
import { expectDefined } from '../../../test/defined';

/** The browser's wallet in the test (none when undefined). */
let wallet: FakeProvider | undefined;

// Hardhat's development key #1: the lender's wallet signs for real, so the app's own check verifies it.
const lender = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const DAY = 86_400;

/** The lender's wallet: eth_signTypedData_v4 answered by the development key, each payload kept. */
function lenderWallet() {
  const signing = signingWallet(lender);
  wallet = signing.wallet;
  return signing.signed;
}

function clientOn(chain: SignedOfferChain) {
  return Object.assign(new FakeRentalsClient(), { readSignedOfferChain: vi.fn(async () => chain) });
}

const store = () => new BrowserSignedOfferStore();

beforeEach(() => act(() => setRentalsMode('onchain')));
afterEach(() => localStorage.clear());

describe("the lender's on-chain offer panel", () => {
  it('signs the listing’s terms for the expiry chosen (no transaction), keeps the offer with the listing, and says it is open', async () => {
    const signed = lenderWallet();
    const chain = stubSignedOfferChain();
    const client = clientOn(chain);
    const tool = makeTool({
      name: 'Cordless Drill',
      ownerWalletAddress: lender.address,
      rentalRate: 0.012,
      collateralRequired: 0.06,
    });
    await renderWithProviders(<OnchainOfferPanel tool={tool} />, { wallet, rentalsClient: client });

    const days = await screen.findByLabelText('Offer good for');
    expect(days).toHaveValue('30');
    await userEvent.selectOptions(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Offer for on-chain rental' }));

    expect(await screen.findByText('Cordless Drill is open for on-chain rental')).toBeInTheDocument();
    expect(await screen.findByText('Open for on-chain rental: a borrower can rent it now.')).toBeInTheDocument();
    // As the wallet receives it: the whole EIP-712 payload, numbers as decimal strings.
    const [request] = signed;
    expect(request?.message).toMatchObject({
      lender: lender.address.toLowerCase(),
      // Priced in ETH (the zero address), with no cancellation fee.
      paymentToken: '0x0000000000000000000000000000000000000000',
      rentalRate: String(12_000_000_000_000_000n),
      collateralAmount: String(60_000_000_000_000_000n),
      cancellationFeeBps: '0',
      nonce: '0',
      expiry: String(CHAIN_NOW + 14 * DAY),
    });
    expect(request?.domain).toMatchObject({
      name: 'Toolshare RentalAgreement',
      version: '4',
      chainId: '0x5',
      verifyingContract: chain.contractAddress,
    });
    expect(client.actions).not.toHaveBeenCalled();
    const kept = expectDefined(await store().get(tool.id, 5, chain.contractAddress), 'the kept offer');
    expect(kept.terms.expiry).toBe(BigInt(CHAIN_NOW + 14 * DAY));
  });

  it('after the lender cancelled the signature, asks to sign again and does it in one click, at the new nonce for 30 days', async () => {
    const signed = lenderWallet();
    const tool = makeTool({ ownerWalletAddress: lender.address });
    const chain = stubSignedOfferChain({ offerNonce: vi.fn(async () => 1n) });
    await store().save(await signedOfferOf(tool, lender, chain, { nonce: 0n }));
    await renderWithProviders(<OnchainOfferPanel tool={tool} />, { wallet, rentalsClient: clientOn(chain) });

    expect(
      await screen.findByText('You cancelled your signed offer. Sign again to open the tool for rental.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(await screen.findByText('Open for on-chain rental: a borrower can rent it now.')).toBeInTheDocument();
    expect(signed.at(0)?.message).toMatchObject({ nonce: '1', expiry: String(CHAIN_NOW + 30 * DAY) });
  });

  it('after the listing’s cancellation fee was edited, asks to sign again and signs the new fee in bps', async () => {
    const signed = lenderWallet();
    const chain = stubSignedOfferChain();
    const before = makeTool({ ownerWalletAddress: lender.address });
    await store().save(await signedOfferOf(before, lender, chain));
    const edited = { ...before, cancellationFeeBps: 1000 };
    await renderWithProviders(<OnchainOfferPanel tool={edited} />, { wallet, rentalsClient: clientOn(chain) });

    expect(
      await screen.findByText(
        /Your listing now names a cancellation fee of 10% of the rent, but your signed offer names 0%/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    await vi.waitFor(() => expect(screen.queryByText(/Your listing now names/)).not.toBeInTheDocument());
    expect(signed.at(0)?.message).toMatchObject({ cancellationFeeBps: '1000', nonce: '0' });
    const kept = expectDefined(await store().get(edited.id, 5, chain.contractAddress), 'the kept offer');
    expect(kept.terms.cancellationFeeBps).toBe(1000n);
  });

  it('a declined signature changes nothing and says so', async () => {
    wallet = browserWallet(lender.address, {
      answer: () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })),
    });
    const tool = makeTool({ ownerWalletAddress: lender.address });
    await renderWithProviders(<OnchainOfferPanel tool={tool} />, {
      wallet,
      rentalsClient: clientOn(stubSignedOfferChain()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer for on-chain rental' }));
    expect(await screen.findByText('Signature rejected: nothing was signed.')).toBeInTheDocument();
    expect(await store().get(tool.id, 5, stubSignedOfferChain().contractAddress)).toBeNull();
    expect(screen.getByRole('button', { name: 'Offer for on-chain rental' })).toBeEnabled();
  });

  it('for an unavailable listing with a signature still good, says it can still be used and cancels it on chain', async () => {
    lenderWallet();
    const tool = makeTool({ ownerWalletAddress: lender.address, available: false });
    const chain = stubSignedOfferChain();
    await store().save(await signedOfferOf(tool, lender, chain));
    const client = clientOn(chain);
    client.actions.mockResolvedValue(undefined);
    await renderWithProviders(<OnchainOfferPanel tool={tool} />, { wallet, rentalsClient: client });

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      /This listing is unavailable, but your signed offer can still be used to rent it until .+\. Cancel it on chain so that no one can\./,
    );
    await userEvent.click(within(note).getByRole('button', { name: 'Cancel signed offer (a transaction)' }));
    expect(client.actions).toHaveBeenCalledWith('cancelSignedOffers', [tool], anObserver());
    await vi.waitFor(async () => expect(await store().get(tool.id, 5, chain.contractAddress)).toBeNull());
  });
});

describe("checking a listing's signed offer", () => {
  it('checks it again on chain at each new block without reading the kept offer again (My Tools checks every listing)', async () => {
    lenderWallet();
    const tool = makeTool({ ownerWalletAddress: lender.address });
    const offerNonce = vi.fn(async () => 0n);
    const chain = stubSignedOfferChain({ offerNonce });
    await store().save(await signedOfferOf(tool, lender, chain));
    const storeReads = vi.spyOn(BrowserSignedOfferStore.prototype, 'get');
    const client = clientOn(chain);
    await renderWithProviders(<OnchainOfferPanel tool={tool} />, { wallet, rentalsClient: client });
    expect(await screen.findByText('Open for on-chain rental: a borrower can rent it now.')).toBeInTheDocument();
    const [readsBefore, checksBefore] = [storeReads.mock.calls.length, offerNonce.mock.calls.length];

    // A new block: the nonce is read again (a cancellation may have made the offer worthless), the store is not.
    offerNonce.mockResolvedValue(1n);
    const [[onBlock]] = client.onNewBlock.mock.calls as [[(blockNumber: number) => void]];
    act(() => onBlock(2));
    expect(
      await screen.findByText('You cancelled your signed offer. Sign again to open the tool for rental.'),
    ).toBeInTheDocument();
    expect(offerNonce.mock.calls.length).toBeGreaterThan(checksBefore);
    expect(storeReads.mock.calls.length).toBe(readsBefore);
    storeReads.mockRestore();
  });
});

describe('the rental form on a signed offer', () => {
  it('shows exactly the signed terms, not the listing’s, and sends exactly that offer', async () => {
    wallet = browserWallet(BORROWER);
    const chain = stubSignedOfferChain();
    const listed = makeTool({
      ownerWalletAddress: lender.address,
      rentalRate: 0.012,
      collateralRequired: 0.06,
      cancellationFeeBps: 2500,
    });
    const offer = await signedOfferOf(listed, lender, chain);
    // The listing was edited after signing: the form still shows (and pays) what the owner signed.
    const edited = { ...listed, rentalRate: 5, collateralRequired: 9, cancellationFeeBps: 0 };
    const client = clientOn(chain);
    await renderWithProviders(<RentalForm tool={edited} signedOffer={offer} />, { wallet, rentalsClient: client });

    const summary = screen.getByLabelText('Price summary');
    expect(summary).toHaveAttribute('data-terms-source', 'signed');
    expect(within(summary).getByText('Rate per day').nextElementSibling).toHaveTextContent('0.012 ETH');
    expect(within(summary).getByText('Collateral (refundable)').nextElementSibling).toHaveTextContent('0.06 ETH');
    await userEvent.clear(screen.getByLabelText('Rental Duration (days)'));
    await userEvent.type(screen.getByLabelText('Rental Duration (days)'), '2');
    // The fee signed (25% of 0.024 ETH), not the listing's since.
    expect(screen.getByTestId('cancellation-terms')).toHaveTextContent(
      'Cancelling after booking costs 25% of the rent (0.006 ETH); free if the owner cancels.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect(client.actions).toHaveBeenCalledWith(
      'acceptSignedRentalOffer',
      [
        { tool: edited, signed: offer },
        { start: 0, days: 2 },
      ],
      anObserver(),
    );
  });
});

describe('the rental form on an offer made on the contract', () => {
  it('sends the quoted offer; when the offer changed since the quote, says the terms changed and shows the new ones only when asked', async () => {
    wallet = browserWallet(BORROWER);
    const tool = makeTool({ ownerWalletAddress: lender.address });
    const quoted = { rentalId: '7', rateWei: 130_000_000_000_000_000n, collateralWei: 0n };
    const swapped = { rentalId: '8', rateWei: 13_000_000_000_000_000_000n, collateralWei: 0n };
    const client = Object.assign(new FakeRentalsClient(), { readOfferTerms: vi.fn(async () => quoted) });
    // The contract client refuses (nothing sent) because the offer read at the click is another one.
    client.actions.mockImplementation(async () => {
      client.readOfferTerms.mockResolvedValue(swapped);
      throw new Error(OFFER_TERMS_CHANGED);
    });
    await renderWithProviders(<RentalForm tool={tool} />, { wallet, rentalsClient: client });
    const summary = screen.getByLabelText('Price summary');
    await vi.waitFor(() =>
      expect(within(summary).getByText('Rate per day').nextElementSibling).toHaveTextContent('0.13 ETH'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect(client.actions).toHaveBeenCalledWith(
      'acceptRentalOfferAndDepositCollateral',
      [
        { tool, quote: quoted },
        { start: 0, days: 1 },
      ],
      anObserver(),
    );
    const form = expectDefined(summary.closest('form'), 'the rental form');
    const changed = await within(form).findByRole('alert');
    expect(changed).toHaveTextContent(OFFER_TERMS_CHANGED);
    // Still the terms quoted: the new ones appear only when the borrower asks, then a click sends those.
    expect(within(summary).getByText('Rate per day').nextElementSibling).toHaveTextContent('0.13 ETH');
    await userEvent.click(within(changed).getByRole('button', { name: 'Show the new terms' }));
    expect(within(summary).getByText('Rate per day').nextElementSibling).toHaveTextContent('13 ETH');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});
