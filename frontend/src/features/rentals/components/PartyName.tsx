import { Link } from 'react-router-dom';
import { useLinkedWalletAccount } from '../../accounts';
import { sampleUserOfWallet } from '../../tools';
import { checksumAddress, shortenAddress } from '../../../shared/format';

/**
 * A party known by wallet (a rental's lender or borrower, a review's author): the name of the
 * account that linked it, linked to their profile, then the short address; the address alone when
 * no account is known. The sample users of the default mode are named by their sample profiles.
 */
export function PartyName({ address }: { address: string }) {
  const linked = useLinkedWalletAccount(address);
  const sample = sampleUserOfWallet(address);
  const account = linked ?? (sample ? { id: sample.id, name: sample.name } : null);
  const shortAddress = (
    <span className="font-mono text-xs" title={checksumAddress(address)} data-testid="party-address">
      {shortenAddress(address)}
    </span>
  );
  if (!account) return shortAddress;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-1.5" data-testid="party-name">
      <Link
        to={`/user/${account.id}`}
        className="font-medium wrap-anywhere text-blue-600 hover:underline dark:text-blue-400"
      >
        {account.name}
      </Link>
      {shortAddress}
    </span>
  );
}
