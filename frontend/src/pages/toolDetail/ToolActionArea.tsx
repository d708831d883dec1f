import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Ban, Lock, MessageCircle, UserCheck, Wallet } from 'lucide-react';
import { useAuth } from '../../features/accounts';
import { useChat } from '../../features/chat';
import { useToast } from '../../features/toast';
import { useWeb3 } from '../../features/wallet';
import { Spinner } from '../../shared/ui/Spinner';
import { isOwnTool, viewerWallets, type Tool } from '../../features/tools';
import {
  OnchainOfferPanel,
  RentalForm,
  SimulatedRentalsNotice,
  useToolRentability,
  useToolRentedOut,
} from '../../features/rentals';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../shared/ui/formStyles';
import { useOpenAcrossReload } from './useOpenAcrossReload';

/**
 * What the viewer can do with a tool, in the specification's order of cases: own listing,
 * unavailable, signed out, no wallet, else Contact Owner and Rent This Tool.
 */
export function ToolActionArea({ tool }: { tool: Tool }) {
  const { user, isAuthenticated, loading } = useAuth();
  const { isConnected, isConnecting, connect } = useWeb3();
  const rentedOut = useToolRentedOut(tool);

  if (loading) {
    return (
      <div className="flex justify-center py-6 text-blue-600 dark:text-blue-400">
        <Spinner />
      </div>
    );
  }

  if (isOwnTool(tool, user?.id, viewerWallets(user?.walletAddress))) {
    return (
      <Notice tone="blue" icon={<UserCheck className="h-5 w-5" aria-hidden />} title="This is your own listing">
        <p>You cannot rent your own tool. You can edit or delete it from your dashboard.</p>
        <Link to="/dashboard/my-tools" className={`${SECONDARY_BUTTON} mt-3 py-2 text-sm`}>
          Go to My Tools
        </Link>
        {/* On chain, the owner opens the listing for rental by signing its terms with the wallet it pays. */}
        <OnchainOfferPanel tool={tool} />
      </Notice>
    );
  }

  if (rentedOut) {
    return (
      <Notice tone="amber" icon={<Ban className="h-5 w-5" aria-hidden />} title="Currently Unavailable">
        <p>This tool is rented out at the moment. Check back later.</p>
        <div className="mt-3">
          <SimulatedRentalsNotice compact />
        </div>
      </Notice>
    );
  }

  if (!isAuthenticated) {
    return (
      <Notice tone="slate" icon={<Lock className="h-5 w-5" aria-hidden />} title="Authentication Required">
        <p>Please sign in to rent this tool or contact its owner.</p>
        <Link to="/auth" className={`${PRIMARY_BUTTON} mt-3 py-2 text-sm`}>
          Sign In
        </Link>
      </Notice>
    );
  }

  if (!isConnected) {
    return (
      <Notice tone="slate" icon={<Wallet className="h-5 w-5" aria-hidden />} title="Wallet Connection Required">
        <p>Connect your Ethereum wallet to pay the rent and the refundable collateral.</p>
        <button
          type="button"
          disabled={isConnecting}
          onClick={() => {
            connect().catch((error: unknown) => console.error('Failed to connect wallet:', error));
          }}
          className={`${PRIMARY_BUTTON} mt-3 py-2 text-sm`}
        >
          <Wallet className="h-4 w-4" aria-hidden />
          {isConnecting ? 'Connecting...' : 'Connect Wallet'}
        </button>
      </Notice>
    );
  }

  return <RentActions tool={tool} />;
}

/**
 * Contact Owner and the Rent This Tool toggle (signed in, wallet connected, not the owner). On chain,
 * renting needs the owner's open offer or a signed offer that passes the checks: otherwise the page
 * says why, and only contacting the owner is possible.
 */
function RentActions({ tool }: { tool: Tool }) {
  const rentability = useToolRentability(tool);
  const canRent =
    rentability.kind === 'listing' || rentability.kind === 'onchainOffer' || rentability.kind === 'signedOffer';
  const { startConversation } = useChat();
  const { showToast } = useToast();
  const navigate = useNavigate();
  // Back after the reload that a network switch causes.
  const [renting, setRenting] = useOpenAcrossReload(`rent:${tool.id}`);
  const [contacting, setContacting] = useState(false);

  const contactOwner = async () => {
    setContacting(true);
    try {
      await startConversation(tool);
      void navigate('/messages');
    } catch (error) {
      console.error('Error starting a conversation:', error);
      showToast('Could not start a conversation with the owner. Please try again.', 'error');
      setContacting(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={() => void contactOwner()} disabled={contacting} className={SECONDARY_BUTTON}>
          <MessageCircle className="h-4 w-4" aria-hidden />
          Contact Owner
        </button>
        <button
          type="button"
          aria-expanded={renting && canRent}
          disabled={!canRent}
          onClick={() => setRenting(!renting)}
          className={PRIMARY_BUTTON}
        >
          Rent This Tool
        </button>
      </div>
      {rentability.kind === 'refused' && (
        <p role="note" className="text-sm text-slate-600 dark:text-slate-400">
          {rentability.reason}
        </p>
      )}
      {rentability.kind === 'checking' && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Checking the owner&apos;s offer on chain...
        </p>
      )}
      {/* The owner's rating is on the page already, beside the owner's name: not repeated here. */}
      {renting && canRent && (
        <RentalForm tool={tool} signedOffer={rentability.kind === 'signedOffer' ? rentability.offer : null} />
      )}
    </div>
  );
}

const TONES = {
  blue: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-100',
  amber: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100',
  slate: 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100',
} as const;

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={`rounded-xl border p-4 ${TONES[tone]}`}>
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-1 text-sm">{children}</div>
    </section>
  );
}
