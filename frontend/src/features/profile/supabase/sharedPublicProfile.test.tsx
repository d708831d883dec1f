import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ALICE, ANON_KEY, REST, SUPABASE_URL } from '../../../shared/supabase/test/supabaseFixtures';
import UserProfilePage from '../../../pages/UserProfilePage';
import { FakeAccountsClient } from '../../accounts/test/FakeAccountsClient';
import { createToolsClient } from '../../tools/test/appToolsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';

// The public profile with Supabase configured, against PostgREST responses served by msw.

// Signed out, in the real accounts provider over a client that is not the in-browser mode's; members'
// profiles and the catalogue are read by the app's own Supabase clients (the build variables are stubbed below).

const TOOL_ID = '5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b6a';
const aliceTool = {
  id: TOOL_ID,
  owner_id: ALICE.id,
  name: 'Tile Cutter 600 mm',
  description: 'Manual cutter.',
  category: 'construction',
  location: 'Birch Close',
  rental_rate: '0.007000000000000000',
  collateral_required: '0.030000000000000000',
  specifications: [],
  available: true,
  photo_paths: [`${ALICE.id}/${TOOL_ID}/a.jpg`, `${ALICE.id}/${TOOL_ID}/b.jpg`],
  created_at: '2025-06-03T08:00:00+00:00',
  updated_at: '2025-06-03T08:00:00+00:00',
};

const server = setupServer();
// The catalogue the provider reads at start may still be loading when a test ends: wait for it.
let answered = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('response:mocked', () => (answered += 1));
});
beforeEach(() => {
  answered = 0;
  vi.stubEnv('VITE_SUPABASE_URL', SUPABASE_URL);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', ANON_KEY);
  server.use(
    http.post(`${REST}/rpc/public_profiles`, async ({ request }) => {
      const { user_ids: ids } = (await request.json()) as { user_ids: string[] };
      return HttpResponse.json(
        ids.includes(ALICE.id)
          ? [
              {
                id: ALICE.id,
                display_name: 'alice',
                wallet_address: '',
                bio: 'Tiles and grout.',
                location: 'Birch Close',
                member_since: '2025-05-20T10:00:00+00:00',
              },
            ]
          : [],
      );
    }),
    // The listings' read functions: the newest ones (the provider's start-up read) and a member's.
    http.post(`${REST}/rpc/newest_listings`, () => HttpResponse.json([aliceTool])),
    http.post(`${REST}/rpc/listings_of_owner`, async ({ request }) => {
      const { owner } = (await request.json()) as { owner: string };
      return HttpResponse.json(owner === ALICE.id ? [aliceTool] : []);
    }),
  );
});
afterEach(async () => {
  // The provider's start-up read: the newest tools, then their owners.
  await waitFor(() => expect(answered).toBeGreaterThanOrEqual(2));
  server.resetHandlers();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const accountsClient = new FakeAccountsClient();
  accountsClient.isMockAuth = false;
  return renderWithProviders(
    <Routes>
      <Route path="/user/:id" element={<UserProfilePage />} />
    </Routes>,
    { route: path, accountsClient, toolsClient: createToolsClient() },
  );
}

describe('public profile with Supabase', () => {
  it("shows the real user's name, bio, location, member-since date and the tools they list", async () => {
    await renderAt(`/user/${ALICE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('Tiles and grout.')).toBeInTheDocument();
    expect(screen.getByText('Birch Close')).toBeInTheDocument();
    expect(screen.getByText('Member since May 2025')).toBeInTheDocument();
    expect(screen.getByText('alice has not linked a wallet yet, so there are no rentals to show.')).toBeInTheDocument();
    const lent = screen.getByRole('region', { name: "Tools I've Lent" });
    expect(within(lent).getByRole('button')).toHaveAccessibleName('Tile Cutter 600 mm: view 2 photos');
    expect(within(lent).getByText('Listed Jun 3, 2025')).toBeInTheDocument();
    expect(screen.getByText('Tools Listed').previousSibling).toHaveTextContent('1');
  });

  it('says so for an id no user has, and for a sample id of the in-browser mode', async () => {
    await renderAt('/user/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('does not ask the database about an id that is no user id', async () => {
    await renderAt('/user/user-alice');
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});
