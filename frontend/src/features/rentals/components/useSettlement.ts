import { useEffect, useRef, useState } from 'react';
import { useRentals } from '../RentalsProvider';
import type { RentalSettlement } from '../types';

/**
 * The rental's settlement as the client reports it (contract `settlementOf` on chain), read again
 * whenever `key` changes (the rental's state, the number of days late); null while off or unread.
 */
export function useSettlement(rentalId: string, enabled: boolean, key: string): RentalSettlement | null {
  const { settlementOf } = useRentals();
  // The provider hands out a new function on each change; which rental and key say when to read.
  const settlementOfRef = useRef(settlementOf);
  settlementOfRef.current = settlementOf;
  const [settlement, setSettlement] = useState<RentalSettlement | null>(null);
  useEffect(() => {
    setSettlement(null);
    if (!enabled) return;
    let current = true;
    settlementOfRef.current(rentalId).then(
      (read) => current && setSettlement(read),
      (error: unknown) => console.error('Reading the settlement failed:', error),
    );
    return () => {
      current = false;
    };
  }, [rentalId, enabled, key]);
  return settlement;
}
