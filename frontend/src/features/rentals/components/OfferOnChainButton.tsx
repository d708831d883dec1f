import { useState } from 'react';
import type { Tool } from '../../tools';
import { useRentals } from '../RentalsProvider';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { PausedNotice } from './PausedNotice';

/** The owner opens the listing for on-chain rental (contract `createRentalOffer` at the listed rate and collateral). */
export function OfferOnChainButton({ tool }: { tool: Tool }) {
  const { openRentalOffer, paused } = useRentals();
  const [sending, setSending] = useState(false);
  if (paused) return <PausedNotice action="offering a tool" />;
  return (
    <button
      type="button"
      className={`${BUTTON.primary} mt-3 ml-2`}
      disabled={sending}
      onClick={() => {
        setSending(true);
        void openRentalOffer(tool).finally(() => setSending(false));
      }}
    >
      {sending ? 'Opening offer...' : 'Offer for on-chain rental'}
    </button>
  );
}
