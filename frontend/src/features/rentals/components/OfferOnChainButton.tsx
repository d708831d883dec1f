import { useState } from 'react';
import type { Tool } from '../../tools';
import { useRentals } from '../state/RentalsProvider';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { PausedNotice } from './PausedNotice';
import { RENTAL_ACTIONS } from '../actions/rentalActions';

/** The owner opens the listing for on-chain rental (contract `createRentalOffer` at the listed rate and collateral). */
export function OfferOnChainButton({ tool }: { tool: Tool }) {
  const { perform, paused } = useRentals();
  const [sending, setSending] = useState(false);
  if (paused) return <PausedNotice action="offering a tool" />;
  return (
    <button
      type="button"
      className={`${BUTTON.primary} mt-3 ml-2`}
      disabled={sending}
      onClick={() => {
        setSending(true);
        void perform('createRentalOffer', tool).finally(() => setSending(false));
      }}
    >
      {sending ? 'Opening offer...' : RENTAL_ACTIONS.createRentalOffer.words.label}
    </button>
  );
}
