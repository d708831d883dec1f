import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertTriangle, SearchX, ShieldAlert } from 'lucide-react';
import { useSignedInUser } from '../features/accounts';
import {
  useTools,
  useTool,
  emptyListingForm,
  listingFormFromTool,
  isOwnTool,
  viewerWallets,
  ListingForm,
  LocalOnlyListingsNotice,
  RentingNeedsWallet,
} from '../features/tools';
import { ERROR_BANNER, PRIMARY_BUTTON } from '../shared/ui/formStyles';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';
import { ListingFrame as Frame } from './lend/ListingFrame';

/** /lend (signed in): List Your Tool, or with ?edit={id} the same form to edit one of the user's tools. */
export default function LendPage() {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  // Keyed by the id so that moving from one edit to another starts a fresh form.
  return editId ? <EditListing key={editId} toolId={editId} /> : <CreateListing />;
}

function CreateListing() {
  const user = useSignedInUser();
  const { createTool } = useTools();
  const navigate = useNavigate();

  return (
    <Frame title="List Your Tool" intro="Share a tool with your neighbours and earn ETH for every day it is rented.">
      <div className="mb-6">
        <LocalOnlyListingsNotice />
      </div>
      <ListingForm
        initialValues={emptyListingForm()}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="Failed to create tool listing"
        beforeSaving={user.walletAddress ? null : <RentingNeedsWallet where="listing" />}
        onSubmit={async (listing, reportProgress) => {
          // Paid to the wallet linked to the account (a merely connected one proves nothing); the stores follow later links.
          const owner = { id: user.id, email: user.email, walletAddress: user.walletAddress };
          const created = await createTool(listing, owner, { onUploadProgress: reportProgress });
          void navigate(`/tools/${created.id}`);
        }}
      />
    </Frame>
  );
}

function EditListing({ toolId }: { toolId: string }) {
  const user = useSignedInUser();
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
  if (!isOwnTool(tool, user.id, viewerWallets(user.walletAddress))) {
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
        beforeSaving={user.walletAddress ? null : <RentingNeedsWallet where="listing" />}
        onSubmit={async (listing, reportProgress) => {
          await updateTool(tool.id, listing, { onUploadProgress: reportProgress });
          void navigate(`/tools/${tool.id}`);
        }}
      />
    </Frame>
  );
}
