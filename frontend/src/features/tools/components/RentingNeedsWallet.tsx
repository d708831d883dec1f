import { Link } from 'react-router-dom';
import { Wallet } from 'lucide-react';
import { LINK_WALLET_PATH } from '../listingRentability';

const WORDS = {
  listing: {
    title: 'Renting needs a linked wallet',
    text: 'No wallet is linked to your account yet. You can save this listing now; borrowers can rent it as soon as you link a wallet, which receives the rent and the deposit.',
  },
  card: {
    title: 'Not rentable yet',
    text: 'No wallet is linked to your account, so borrowers cannot pay you for this tool.',
  },
} as const;

/** Why a listing cannot be rented while its owner has no linked wallet, and the way to fix it: on the listing form (before saving) and on a My Tools card. */
export function RentingNeedsWallet({ where }: { where: keyof typeof WORDS }) {
  const { title, text } = WORDS[where];
  return (
    <div
      role="note"
      aria-label={title}
      className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Wallet className="h-4 w-4 shrink-0" aria-hidden />
        {title}
      </p>
      <p className="mt-1">{text}</p>
      <Link
        to={LINK_WALLET_PATH}
        className="mt-2 inline-block font-medium text-blue-700 underline hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200"
      >
        Link a wallet in your Profile
      </Link>
    </div>
  );
}
