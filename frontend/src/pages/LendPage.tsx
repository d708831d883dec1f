import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertTriangle, Lock, SearchX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '../features/accounts';
import { useTools, useTool, emptyListingForm, listingFormFromTool, isOwnTool, viewerWallets, ListingForm } from '../features/tools';
import { useWeb3 } from '../features/wallet';
import { ERROR_BANNER, PRIMARY_BUTTON } from '../shared/ui/formStyles';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';

/** /lend: List Your Tool, or with ?edit={id} the same form to edit one of the user's tools. */
export default function LendPage() {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const { user, loading } = useAuth();

  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <Frame title={editId ? 'Edit Your Tool' : 'List Your Tool'}>
        <EmptyState
          icon={<Lock className="h-10 w-10" aria-hidden />}
          title="You must be logged in to list a tool"
          hint="Sign in or create an account, then come back to list your tool."
          action={
            <Link to="/auth" className={PRIMARY_BUTTON}>
              Sign In
            </Link>
          }
        />
      </Frame>
    );
  }
  // Keyed by the id so that moving from one edit to another starts a fresh form.
  return editId ? <EditListing key={editId} toolId={editId} /> : <CreateListing />;
}

function CreateListing() {
  const { user } = useAuth();
  const { account } = useWeb3();
  const { createTool } = useTools();
  const navigate = useNavigate();

  return (
    <Frame title="List Your Tool" intro="Share a tool with your neighbours and earn ETH for every day it is rented.">
      <ListingForm
        initialValues={emptyListingForm()}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="Failed to create tool listing"
        onSubmit={async (listing) => {
          if (!user) throw new Error('You must be logged in to list a tool');
          const created = await createTool(listing, { id: user.id, email: user.email, walletAddress: user.walletAddress ?? account ?? undefined });
          navigate(`/tools/${created.id}`);
        }}
      />
    </Frame>
  );
}

function EditListing({ toolId }: { toolId: string }) {
  const { user } = useAuth();
  const { account } = useWeb3();
  const { updateTool } = useTools();
  const navigate = useNavigate();
  const lookup = useTool(toolId);

  if (lookup.status === 'loading') return <PageSpinner />;
  if (lookup.status === 'error') {
    return (
      <Frame title="Edit Your Tool">
        <div role="alert" className={ERROR_BANNER}>
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          Failed to fetch tool details
        </div>
      </Frame>
    );
  }
  if (lookup.status === 'notFound') {
    return (
      <Frame title="Edit Your Tool">
        <EmptyState
          icon={<SearchX className="h-10 w-10" aria-hidden />}
          title="Tool not found"
          hint="This listing does not exist or has been deleted."
          action={
            <Link to="/dashboard/my-tools" className={PRIMARY_BUTTON}>
              Back to My Tools
            </Link>
          }
        />
      </Frame>
    );
  }

  const { tool } = lookup;
  if (!isOwnTool(tool, user?.id, viewerWallets(user?.walletAddress, account))) {
    return (
      <Frame title="Edit Your Tool">
        <EmptyState
          icon={<ShieldAlert className="h-10 w-10" aria-hidden />}
          title="You can only edit your own listings"
          hint={`“${tool.name}” belongs to another user.`}
          action={
            <Link to={`/tools/${tool.id}`} className={PRIMARY_BUTTON}>
              View the tool
            </Link>
          }
        />
      </Frame>
    );
  }

  return (
    <Frame title="Edit Your Tool" intro={`Changes to “${tool.name}” show on its page as soon as you save.`}>
      <ListingForm
        initialValues={listingFormFromTool(tool)}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        failureFallback="Failed to update tool"
        onSubmit={async (listing) => {
          await updateTool(tool.id, listing);
          navigate(`/tools/${tool.id}`);
        }}
      />
    </Frame>
  );
}

function Frame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-slate-100">{title}</h1>
      {intro && <p className="mt-2 text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
