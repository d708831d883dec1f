import { Gavel } from 'lucide-react';
import { checksumAddress, shortenAddress } from '../../../shared/format';
import type { Rental } from '../types';
import { Note } from './RentalTimingNotes';

const Address = ({ address }: { address: string }) => (
  <span className="font-mono text-xs" title={checksumAddress(address)}>
    {shortenAddress(address)}
  </span>
);

/**
 * The borrower's card before pickup names who would rule a dispute (contract `disputeAdminOf`: the
 * admin in office when the deposit was made, fixed for good, so no later appointment changes it).
 */
export function DisputeAdminNote({
  rental,
  role,
  contractAdmin,
}: {
  rental: Rental;
  role: 'lender' | 'borrower';
  contractAdmin: string | null;
}) {
  const admin = rental.disputeAdmin ?? contractAdmin;
  if (role !== 'borrower' || rental.state !== 'COLLATERAL_DEPOSITED' || !admin) return null;
  return (
    <Note tone="slate" icon={<Gavel className="h-4 w-4" />} title="Who would rule a dispute" testId="dispute-admin">
      <p>
        The dispute admin <Address address={admin} /> would rule a dispute on this rental. It was fixed when you paid: a
        new appointment later will not change it.
      </p>
    </Note>
  );
}
