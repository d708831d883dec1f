import { useMemo, type ReactNode } from 'react';
import { Package, Repeat } from 'lucide-react';
import type { PublicAccount } from '../../accounts';
import { IndexProgressNotice, usePartySummary, useRentalsMode } from '../../rentals';
import { useTools, type Tool } from '../../tools';
import { borrowedRentalsOf, rentalRecordOf, timesRentedOf } from '../record/rentalRecord';
import type { BorrowedTool, LentTool, ProfileTool } from '../profileTypes';
import { ProfileHeader } from './ProfileHeader';
import { ProfileStat } from './ProfileStat';
import { ProfileToolSection } from './ProfileToolSection';
import { RentalRecordSection, type RecordState } from './RentalRecordSection';
import { dayMonthYear, timesRentedText } from './profileFormat';

const toolOf = (tool: Tool): ProfileTool => ({
  toolId: tool.id,
  name: tool.name,
  category: tool.category,
  photoUrls: tool.imageUrls,
});

/**
 * A real member's public profile: who they are (their account), their record from their rentals
 * (on chain in on-chain mode, the simulation's otherwise), the tools they list with the times each
 * was rented, and the tools they borrowed. `reviews` (their rating and reviews) follows the header.
 */
export function MemberProfile({
  account,
  listings,
  reviews,
}: {
  account: PublicAccount;
  listings: Tool[];
  reviews?: ReactNode;
}) {
  const mode = useRentalsMode();
  const wallet = account.walletAddress || null;
  const read = usePartySummary(wallet);
  const { summary } = read;
  const { tools: catalogue } = useTools();

  const record = useMemo(() => (wallet && summary ? rentalRecordOf(wallet, summary) : null), [wallet, summary]);
  const recordState: RecordState = !wallet
    ? { status: 'noWallet' }
    : read.error
      ? { status: 'error', message: read.error }
      : read.loading || !record
        ? { status: 'loading' }
        : { status: 'ready', record };

  const lent = useMemo<LentTool[]>(() => {
    const counted = summary
      ? timesRentedOf(
          listings.map((tool) => tool.id),
          summary,
        )
      : null;
    return listings.map((tool, index) => ({
      ...toolOf(tool),
      listedAt: tool.createdAt,
      timesRented: counted?.[index]?.timesRented ?? null,
    }));
  }, [listings, summary]);

  const borrowed = useMemo<BorrowedTool[]>(
    () =>
      wallet && summary
        ? borrowedRentalsOf(wallet, summary).map((rental) => {
            const tool = catalogue.find((candidate) => candidate.id === rental.toolId);
            const shown = tool
              ? toolOf(tool)
              : {
                  toolId: rental.toolId,
                  name: rental.toolName,
                  category: '',
                  photoUrls: [],
                };
            return {
              ...shown,
              key: rental.rentalId,
              borrowedAt: rental.borrowedAt,
            };
          })
        : [],
    [wallet, summary, catalogue],
  );

  const completed = record ? record.completedAsLender + record.completedAsBorrower : 0;
  const identity = {
    name: account.name || 'Toolshare member',
    location: account.location,
    bio: account.bio,
    memberSince: account.memberSince,
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProfileHeader
        identity={identity}
        stats={
          <>
            <ProfileStat
              icon={<Repeat className="h-5 w-5" aria-hidden />}
              value={completed}
              label="Rentals Completed"
            />
            <ProfileStat
              icon={<Package className="h-5 w-5" aria-hidden />}
              value={listings.length}
              label="Tools Listed"
            />
          </>
        }
      />
      {reviews && <div className="mt-8">{reviews}</div>}
      {/* The record is read from the chain's index when there is one: how far it has synced. */}
      <IndexProgressNotice spacing="mt-8" />
      <RentalRecordSection name={identity.name} state={recordState} source={mode} />
      <ProfileToolSection
        id="lent"
        title="Tools I've Lent"
        items={lent.map((tool) => ({ key: tool.toolId, tool }))}
        detail={(tool) =>
          tool.timesRented === null
            ? `Listed ${dayMonthYear(tool.listedAt ?? identity.memberSince)}`
            : timesRentedText(tool.timesRented)
        }
        empty="No tools listed yet."
      />
      <ProfileToolSection
        id="borrowed"
        title="Tools I've Borrowed"
        items={borrowed.map((tool) => ({ key: tool.key, tool }))}
        detail={(tool) => `Borrowed ${dayMonthYear(tool.borrowedAt)}`}
        empty={wallet ? 'No completed rentals as borrower yet.' : 'No wallet linked yet.'}
        more={
          record && record.completedAsBorrower > borrowed.length
            ? `The newest ${borrowed.length} of ${record.completedAsBorrower} completed rentals as borrower.`
            : undefined
        }
      />
    </div>
  );
}
