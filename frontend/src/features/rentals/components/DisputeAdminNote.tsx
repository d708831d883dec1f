import { Gavel, ShieldAlert } from 'lucide-react';
import { checksumAddress, shortenAddress } from '../../../shared/format';
import { formatEth } from '../../../shared/eth';
import { escrowOf, termsOfRental } from '../rules/rentalRules';
import { sameAddress } from '../rules/roles';
import type { Rental } from '../types';
import { Note } from './RentalTimingNotes';

const Address = ({ address }: { address: string }) => (
  <span className="font-mono text-xs" title={checksumAddress(address)}>
    {shortenAddress(address)}
  </span>
);

/**
 * The borrower's card before pickup names who would rule a dispute (contract `disputeAdminOf`: the
 * current dispute admin until pickup fixes it for this rental), and warns when another admin was
 * appointed after the deposit: the borrower can still cancel for a full refund.
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
  const before = rental.depositDisputeAdmin;
  if (before && !sameAddress(before, admin)) {
    return (
      <Note
        tone="amber"
        icon={<ShieldAlert className="h-4 w-4" />}
        title="The dispute admin changed after your deposit"
        testId="dispute-admin"
      >
        <p>
          When you paid, disputes would have been ruled by <Address address={before} />; now <Address address={admin} />{' '}
          would rule them, and confirming pickup fixes that for this rental.
        </p>
        <p>
          If you do not accept the new admin, you can still cancel for a full refund of{' '}
          {formatEth(escrowOf(termsOfRental(rental)))}.
        </p>
      </Note>
    );
  }
  return (
    <Note tone="slate" icon={<Gavel className="h-4 w-4" />} title="Who would rule a dispute" testId="dispute-admin">
      <p>
        The dispute admin <Address address={admin} /> would rule a dispute on this rental. Confirming pickup fixes that
        admin for this rental: a new appointment later will not change it.
      </p>
    </Note>
  );
}
