import { cancellationFeeBpsOf, cancellationFeePercentText, type Tool } from '../../tools';
import type { StoredSignedOffer } from '../../signedOffers';

/**
 * Why the owner is asked to sign again after editing the listing's cancellation fee: borrowers rent
 * at the terms signed, so the new fee applies only to bookings made on a new signature. Signing
 * again at the same nonce leaves the old signature good until its expiry; cancelling on chain ends it.
 */
export function SignedFeeChanged({ offer, tool }: { offer: StoredSignedOffer; tool: Tool }) {
  const signed = cancellationFeePercentText(Number(offer.terms.cancellationFeeBps));
  const listed = cancellationFeePercentText(cancellationFeeBpsOf(tool));
  return (
    <>
      Your listing now names a cancellation fee of {listed}% of the rent, but your signed offer names {signed}%:
      borrowers book at the signed terms. Sign again so that new bookings carry the listing&apos;s fee.
    </>
  );
}
