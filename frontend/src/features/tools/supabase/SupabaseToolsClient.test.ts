import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  ALICE,
  BOB,
  REST,
  SETTINGS,
  STORAGE,
  SUPABASE_URL,
  postgrestError,
  postgrestRows,
  signedInClient,
  tokenSubject,
  recordedSupabaseServer,
} from '../../../shared/supabase/test/supabaseFixtures';
import { nth } from '../../../test/defined';
import { ListingRejectedError } from '../listingLimits';
import { SearchTooLongError } from '../toolErrors';
import type { ToolListing, UploadProgress } from '../types';
import { SupabaseToolsClient } from './SupabaseToolsClient';
import type { ToolRow } from './toolRows';

const TOOL_ID = '5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b6a';
const PHOTO_IDS = [
  '0a1b2c3d-0000-4000-8000-000000000001',
  '0a1b2c3d-0000-4000-8000-000000000002',
  '0a1b2c3d-0000-4000-8000-000000000003',
] as const;
const PUBLIC_PHOTOS = `${STORAGE}/object/public/tool-photos`;

/** A listing as the read functions return it (amounts cast to text, as numeric(38,18) prints). */
const row = (changes: Partial<ToolRow> = {}): ToolRow => ({
  id: TOOL_ID,
  owner_id: ALICE.id,
  name: 'Cordless Drill 18V',
  description: 'Two batteries and a case.',
  category: 'power tools',
  location: 'Maple Street',
  rental_rate: '0.012000000000000000',
  collateral_required: '0.060000000000000000',
  currency: 'ETH',
  cancellation_fee_bps: 0,
  inspection_period_days: 1,
  specifications: ['18V', '2 speeds'],
  available: true,
  photo_paths: [`${ALICE.id}/${TOOL_ID}/cover.jpg`],
  created_at: '2025-06-03T08:00:00.123456+00:00',
  updated_at: '2025-06-03T08:00:00.123456+00:00',
  ...changes,
});

const profiles = http.post(`${REST}/rpc/public_profiles`, () =>
  HttpResponse.json([
    { id: ALICE.id, display_name: 'alice', wallet_address: ALICE.wallet },
    { id: BOB.id, display_name: 'bob', wallet_address: '' },
  ]),
);

// A 1×1 JPEG is all the bytes a photo needs here; the picker has downscaled it already.
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AP//Z';

const listing = (imageUrls: string[]): ToolListing => ({
  name: 'Cordless Drill 18V',
  description: 'Two batteries and a case.',
  category: 'power tools',
  location: 'Maple Street',
  rentalRate: 0.012,
  collateralRequired: 0.06,
  // Not the default day: the insert must carry the lender's choice.
  inspectionPeriodDays: 7,
  imageUrls,
  specifications: ['18V', '2 speeds'],
});

const { server, requests } = recordedSupabaseServer();

/** The client as `user`, with ids handed out in order (the tool's first, then its photos'). */
function clientAs(user: typeof ALICE | null, ids: readonly string[] = [TOOL_ID, ...PHOTO_IDS]) {
  const supabase = signedInClient(user);
  const queue = [...ids];
  return new SupabaseToolsClient(
    SETTINGS,
    async () => supabase,
    () => queue.shift() ?? crypto.randomUUID(),
  );
}

const sent = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.startsWith(`${SUPABASE_URL}${path}`));
const firstSent = (method: string, path: string) => nth(sent(method, path), 0, `${method} ${path} request`);

describe('SupabaseToolsClient: reading', () => {
  it('pages the home search through search_listings, with exact amounts, public photo URLs and the owner from public_profiles', async () => {
    const rows = Array.from({ length: 13 }, (_, index) =>
      row({ id: `5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b${String(index).padStart(2, '0')}` }),
    );
    server.use(
      http.post(`${REST}/rpc/search_listings`, () => HttpResponse.json(rows)),
      profiles,
    );
    const page = await clientAs(null).searchTools(
      { search: ' drill ', category: 'all', sort: 'priceDesc' },
      { offset: 12, limit: 12 },
    );

    expect(page.hasMore).toBe(true);
    expect(page.tools).toHaveLength(12);
    expect(page.tools[0]).toEqual({
      id: nth(rows, 0, 'row').id,
      name: 'Cordless Drill 18V',
      description: 'Two batteries and a case.',
      imageUrls: [`${PUBLIC_PHOTOS}/${ALICE.id}/${TOOL_ID}/cover.jpg`],
      category: 'power tools',
      location: 'Maple Street',
      rentalRate: 0.012,
      collateralRequired: 0.06,
      inspectionPeriodDays: 1,
      ownerId: ALICE.id,
      ownerName: 'alice',
      ownerWalletAddress: ALICE.wallet,
      specifications: ['18V', '2 speeds'],
      available: true,
      createdAt: '2025-06-03T08:00:00.123456+00:00',
    });
    const search = firstSent('POST', '/rest/v1/rpc/search_listings');
    expect(await search.json()).toEqual({
      search: 'drill',
      category: '',
      sort: 'priceDesc',
      page_size: 13,
      page_offset: 12,
    });
    // One json[] value, no columns: nothing for PostgREST to filter or select.
    expect(new URL(search.url).searchParams.get('select')).toBeNull();
    const owners = firstSent('POST', '/rest/v1/rpc/public_profiles');
    expect(await owners.json()).toEqual({ user_ids: [ALICE.id] });
  });

  it('sends the price range as exact decimal text and "available only" to search_listings', async () => {
    server.use(
      http.post(`${REST}/rpc/search_listings`, () => HttpResponse.json([row()])),
      profiles,
    );
    const query = {
      search: '',
      category: 'all',
      sort: 'priceAsc',
      minRate: '0.000000000000000001',
      maxRate: '0.013',
      availableOnly: true,
    } as const;
    await clientAs(null).searchTools(query, { offset: 0, limit: 12 });
    expect(await firstSent('POST', '/rest/v1/rpc/search_listings').json()).toEqual({
      search: '',
      category: '',
      sort: 'priceAsc',
      page_size: 13,
      page_offset: 0,
      min_rate: '0.000000000000000001',
      max_rate: '0.013',
      available_only: true,
    });
  });

  it('sends the currency of a price range, and reads a dollar listing back in USDC', async () => {
    server.use(
      http.post(`${REST}/rpc/search_listings`, () =>
        HttpResponse.json([
          row({
            currency: 'USDC',
            rental_rate: '12.500000000000000000',
            collateral_required: '150.000000000000000000',
          }),
        ]),
      ),
      profiles,
    );
    const query = { search: '', category: 'all', sort: 'priceAsc', minRate: '10.00', currency: 'USDC' } as const;
    const { tools } = await clientAs(null).searchTools(query, { offset: 0, limit: 12 });
    expect(await firstSent('POST', '/rest/v1/rpc/search_listings').json()).toMatchObject({
      min_rate: '10.00',
      currency: 'USDC',
    });
    expect(tools[0]).toMatchObject({ currency: 'USDC', rentalRate: 12.5, collateralRequired: 150 });
  });

  it('reads a listing’s cancellation fee in basis points, and none as no fee', async () => {
    server.use(
      http.post(`${REST}/rpc/search_listings`, () =>
        HttpResponse.json([row({ cancellation_fee_bps: 1250 }), row({ id: PHOTO_IDS[0], cancellation_fee_bps: 0 })]),
      ),
      profiles,
    );
    const { tools } = await clientAs(null).searchTools(
      { search: '', category: 'all', sort: 'newest' },
      { offset: 0, limit: 12 },
    );
    expect(tools.map((tool) => tool.cancellationFeeBps)).toEqual([1250, undefined]);
  });

  it('reads a listing’s inspection period in days', async () => {
    server.use(
      http.post(`${REST}/rpc/search_listings`, () =>
        HttpResponse.json([row({ inspection_period_days: 7 }), row({ id: PHOTO_IDS[0], inspection_period_days: 1 })]),
      ),
      profiles,
    );
    const { tools } = await clientAs(null).searchTools(
      { search: '', category: 'all', sort: 'newest' },
      { offset: 0, limit: 12 },
    );
    expect(tools.map((tool) => tool.inspectionPeriodDays)).toEqual([7, 1]);
  });

  it('says there is no next page when the last page is short', async () => {
    server.use(
      http.post(`${REST}/rpc/search_listings`, () => HttpResponse.json([row()])),
      profiles,
    );
    const page = await clientAs(null).searchTools(
      { search: '', category: 'gardening', sort: 'newest' },
      { offset: 0, limit: 12 },
    );
    expect(page).toMatchObject({ hasMore: false, tools: [{ id: TOOL_ID }] });
    expect(await firstSent('POST', '/rest/v1/rpc/search_listings').json()).toMatchObject({ category: 'gardening' });
  });

  it('leaves out (and logs) a row whose amount a number cannot carry to the wei, instead of rounding it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${REST}/rpc/newest_listings`, () =>
        HttpResponse.json([row({ rental_rate: '0.123456789012345678' }), row({ id: PHOTO_IDS[0] })]),
      ),
      profiles,
    );
    const tools = await clientAs(null).fetchTools();
    expect(tools.map((tool) => tool.id)).toEqual([PHOTO_IDS[0]]);
    expect(await firstSent('POST', '/rest/v1/rpc/newest_listings').json()).toEqual({ page_size: 100 });
    expect(String(nth(logged.mock.calls, 0, 'logged error')[1])).toContain('more precision than the app can keep');
  });

  it('finds no local id (tool-3) in the database without asking it, and a missing UUID as null', async () => {
    server.use(http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([])));
    const client = clientAs(null);
    await expect(client.fetchTool('tool-3')).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    await expect(client.fetchTool(TOOL_ID)).resolves.toBeNull();
    expect(await firstSent('POST', '/rest/v1/rpc/listings_by_id').json()).toEqual({ tool_ids: [TOOL_ID] });
  });

  it("lists a user's own tools by owner id, through listings_of_owner", async () => {
    server.use(
      http.post(`${REST}/rpc/listings_of_owner`, () => HttpResponse.json([row()])),
      profiles,
    );
    const tools = await clientAs(null).fetchOwnTools(ALICE.id);
    expect(tools.map((tool) => tool.id)).toEqual([TOOL_ID]);
    expect(await firstSent('POST', '/rest/v1/rpc/listings_of_owner').json()).toEqual({ owner: ALICE.id });
    expect(sent('GET', '/rest/v1/tools')).toHaveLength(0);
  });
});

describe('SupabaseToolsClient: listing with photos', () => {
  /** The project's answers to a listing being created: the insert, each photo, the photo paths saved. */
  function creatingSucceeds(uploadResponse: (path: string, attempt: number) => Response = () => new Response(null)) {
    let saved = row({ photo_paths: [] });
    let uploads = 0;
    server.use(
      http.post(`${REST}/tools`, () => new HttpResponse(null, { status: 201 })),
      http.post(`${STORAGE}/object/tool-photos/*`, ({ request }) => {
        const path = new URL(request.url).pathname.replace('/storage/v1/object/tool-photos/', '');
        uploads += 1;
        const answer = uploadResponse(path, uploads);
        return answer.status === 200
          ? HttpResponse.json({ Key: `tool-photos/${path}`, Id: crypto.randomUUID() })
          : answer;
      }),
      http.patch(`${REST}/tools`, async ({ request }) => {
        saved = { ...saved, ...((await request.json()) as Partial<ToolRow>) };
        return postgrestRows(request, [{ id: saved.id }]);
      }),
      http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([saved])),
      http.delete(`${REST}/tools`, ({ request }) => postgrestRows(request, [])),
      http.delete(`${STORAGE}/object/tool-photos`, () => HttpResponse.json([])),
      profiles,
    );
  }

  it('creates the row, uploads each photo into the listing folder with progress, then saves their order', async () => {
    creatingSucceeds();
    const progress: UploadProgress[] = [];
    const tool = await clientAs(ALICE).createTool(
      listing([JPEG, JPEG]),
      { id: ALICE.id, email: ALICE.email },
      { onUploadProgress: (step) => progress.push(step) },
    );

    const insert = firstSent('POST', '/rest/v1/tools');
    expect(await insert.json()).toEqual({
      id: TOOL_ID,
      owner_id: ALICE.id,
      name: 'Cordless Drill 18V',
      description: 'Two batteries and a case.',
      category: 'power tools',
      location: 'Maple Street',
      rental_rate: 0.012,
      collateral_required: 0.06,
      currency: 'ETH',
      cancellation_fee_bps: 0,
      inspection_period_days: 7,
      specifications: ['18V', '2 speeds'],
      photo_paths: [],
      available: true,
    });
    const uploads = sent('POST', '/storage/v1/object/tool-photos/');
    expect(uploads.map((upload) => new URL(upload.url).pathname)).toEqual([
      `/storage/v1/object/tool-photos/${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[0]}.jpg`,
      `/storage/v1/object/tool-photos/${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[1]}.jpg`,
    ]);
    const firstUpload = nth(uploads, 0, 'upload');
    expect(tokenSubject(firstUpload.headers.get('Authorization'))).toBe(ALICE.id);
    expect(firstUpload.headers.get('Content-Type')).toBe('image/jpeg');
    expect(firstUpload.headers.get('x-upsert')).toBe('false');
    // Insert before upload: Storage admits photos only into the folder of a listing the user owns.
    expect(
      requests.findIndex((request) => request.method === 'POST' && request.url.startsWith(`${REST}/tools`)),
    ).toBeLessThan(requests.findIndex((request) => request.url.includes('/object/tool-photos/')));
    const patch = firstSent('PATCH', '/rest/v1/tools');
    expect(await patch.json()).toEqual({
      photo_paths: [`${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[0]}.jpg`, `${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[1]}.jpg`],
    });
    // The update returns only the id (all the API roles read of the table); the listing is read back through listings_by_id.
    expect(new URL(patch.url).searchParams.get('select')).toBe('id');
    expect(await firstSent('POST', '/rest/v1/rpc/listings_by_id').json()).toEqual({ tool_ids: [TOOL_ID] });
    expect(tool.imageUrls).toEqual([
      `${PUBLIC_PHOTOS}/${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[0]}.jpg`,
      `${PUBLIC_PHOTOS}/${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[1]}.jpg`,
    ]);

    // Progress: photo by photo, never backwards, ending with every byte sent.
    const photoBytes = new Blob([
      Uint8Array.from(atob(JPEG.slice(JPEG.indexOf(',') + 1)), (char) => char.charCodeAt(0)),
    ]).size;
    expect(progress[0]).toEqual({ photo: 1, photos: 2, uploadedBytes: 0, totalBytes: 2 * photoBytes });
    expect(progress.at(-1)).toEqual({ photo: 2, photos: 2, uploadedBytes: 2 * photoBytes, totalBytes: 2 * photoBytes });
    expect(progress.map((step) => step.uploadedBytes)).toEqual(
      [...progress.map((step) => step.uploadedBytes)].sort((a, b) => a - b),
    );
    expect(progress.some((step) => step.photo === 1 && step.uploadedBytes === photoBytes)).toBe(true);
  });

  it('says which photo failed when the connection drops mid-upload, and removes what was already sent', async () => {
    creatingSucceeds((_, attempt) => (attempt === 2 ? HttpResponse.error() : new Response(null)));
    const attempt = clientAs(ALICE).createTool(listing([JPEG, JPEG]), { id: ALICE.id, email: ALICE.email });
    await expect(attempt).rejects.toThrow(
      'The connection dropped while uploading photo 2 of 2. Nothing was saved; your listing is still in the form. Check your connection and try again.',
    );
    const removal = firstSent('DELETE', '/storage/v1/object/tool-photos');
    expect(await removal.json()).toEqual({ prefixes: [`${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[0]}.jpg`] });
    expect(new URL(firstSent('DELETE', '/rest/v1/tools').url).searchParams.get('id')).toBe(`eq.${TOOL_ID}`);
    expect(sent('PATCH', '/rest/v1/tools')).toHaveLength(0);
  });

  it.each([
    [
      413,
      { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
      'Photo 1 of 1 is larger than the storage accepts.',
    ],
    [
      400,
      { statusCode: '415', error: 'invalid_mime_type', message: 'mime type image/gif is not supported' },
      'Photo 1 of 1 is not a JPEG, PNG or WebP image.',
    ],
    [
      400,
      { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
      'Photo 1 of 1 was refused by the storage',
    ],
  ])("words Storage's refusal (HTTP %i) for the lender", async (status, body, message) => {
    creatingSucceeds(() => HttpResponse.json(body, { status }));
    await expect(clientAs(ALICE).createTool(listing([JPEG]), { id: ALICE.id, email: ALICE.email })).rejects.toThrow(
      message,
    );
  });

  it('refuses a sixth photo and a non-image before sending anything', async () => {
    const client = clientAs(ALICE);
    await expect(
      client.createTool(listing(Array.from({ length: 6 }, () => JPEG)), { id: ALICE.id, email: ALICE.email }),
    ).rejects.toThrow(new ListingRejectedError('You can upload at most 5 photos'));
    creatingSucceeds();
    await expect(
      client.createTool(listing(['data:image/gif;base64,R0lGODlhAQABAAAAACw=']), { id: ALICE.id, email: ALICE.email }),
    ).rejects.toThrow('Photo 1 of 1 is not a JPEG, PNG or WebP image.');
    expect(sent('POST', '/storage/v1/object/tool-photos/')).toHaveLength(0);
  });

  it('asks a signed-out user to sign in again instead of writing', async () => {
    await expect(clientAs(null).createTool(listing([JPEG]), { id: ALICE.id, email: ALICE.email })).rejects.toThrow(
      /Sign in again to save your listing/,
    );
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

describe('SupabaseToolsClient: editing and deleting', () => {
  const fivePhotos = Array.from({ length: 5 }, (_, index) => `${ALICE.id}/${TOOL_ID}/photo-${index + 1}.jpg`);

  it("reports the database's refusal of an edit to someone else's listing", async () => {
    server.use(
      http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([row()])),
      http.patch(`${REST}/tools`, () =>
        postgrestError(403, '42501', 'new row violates row-level security policy for table "tools"'),
      ),
    );
    await expect(clientAs(BOB).updateTool(TOOL_ID, { name: 'Mine now' })).rejects.toThrow(
      new ListingRejectedError('You can only edit your own listings'),
    );
  });

  it('words a check constraint the database names', async () => {
    server.use(
      http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([row()])),
      http.patch(`${REST}/tools`, () =>
        postgrestError(
          400,
          '23514',
          'new row for relation "tools" violates check constraint "tools_location_not_blank"',
        ),
      ),
    );
    await expect(clientAs(ALICE).updateTool(TOOL_ID, { location: ' ' })).rejects.toThrow('Location is required');
  });

  it.each([
    {
      what: 'cancellation fee',
      changes: { cancellationFeeBps: 5001 },
      sent: { cancellation_fee_bps: 5001 },
      constraint: 'tools_cancellation_fee_bps_range',
      words: 'The cancellation fee must be 0% to 50% of the rent',
    },
    {
      what: 'inspection period',
      changes: { inspectionPeriodDays: 31 },
      sent: { inspection_period_days: 31 },
      constraint: 'tools_inspection_period_days_range',
      words: 'The inspection period must be 1 to 30 days',
    },
  ])('sends an edited $what, and words the database’s refusal of one out of range', async (edit) => {
    server.use(
      http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([row()])),
      http.patch(`${REST}/tools`, () =>
        postgrestError(400, '23514', `new row for relation "tools" violates check constraint "${edit.constraint}"`),
      ),
    );
    await expect(clientAs(ALICE).updateTool(TOOL_ID, edit.changes)).rejects.toThrow(edit.words);
    expect(await firstSent('PATCH', '/rest/v1/tools').json()).toEqual(edit.sent);
  });

  it('shows the database’s sentence when a quota is reached (50 listings per account)', async () => {
    const sentence =
      'You already have 50 listings, the most an account can have at a time. Delete one to list another tool.';
    server.use(http.post(`${REST}/tools`, () => postgrestError(400, '23514', sentence)));
    await expect(clientAs(ALICE).createTool(listing([]), { id: ALICE.id, email: ALICE.email })).rejects.toThrow(
      new ListingRejectedError(sentence),
    );
  });

  it('asks to shorten a search the database refuses as too long', async () => {
    server.use(http.post(`${REST}/rpc/search_listings`, () => postgrestError(400, '22001', 'Search is too long')));
    await expect(
      clientAs(null).searchTools(
        { search: 'drill '.repeat(40), category: 'all', sort: 'newest' },
        { offset: 0, limit: 12 },
      ),
    ).rejects.toThrow(new SearchTooLongError());
    expect(new SearchTooLongError().message).toMatch(/^Shorten your search/);
  });

  it('replaces a photo of a full listing: the removed one goes first to make room, the order is kept', async () => {
    let saved = row({ photo_paths: fivePhotos });
    server.use(
      http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([saved])),
      http.patch(`${REST}/tools`, async ({ request }) => {
        saved = { ...saved, ...((await request.json()) as Partial<ToolRow>) };
        return postgrestRows(request, [{ id: saved.id }]);
      }),
      http.delete(`${STORAGE}/object/tool-photos`, () => HttpResponse.json([])),
      http.post(`${STORAGE}/object/tool-photos/*`, () => HttpResponse.json({ Key: 'k', Id: 'i' })),
      profiles,
    );
    const urls = fivePhotos.map((path) => `${PUBLIC_PHOTOS}/${path}`);
    const tool = await clientAs(ALICE, PHOTO_IDS).updateTool(TOOL_ID, {
      name: 'Drill',
      imageUrls: urls.map((url, index) => (index === 1 ? JPEG : url)),
    });

    const patches = await Promise.all(sent('PATCH', '/rest/v1/tools').map((request) => request.json()));
    expect(patches[0]).toEqual({ photo_paths: [fivePhotos[0], fivePhotos[2], fivePhotos[3], fivePhotos[4]] });
    expect(patches[1]).toEqual({
      name: 'Drill',
      photo_paths: [
        fivePhotos[0],
        `${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[0]}.jpg`,
        fivePhotos[2],
        fivePhotos[3],
        fivePhotos[4],
      ],
    });
    expect(await firstSent('DELETE', '/storage/v1/object/tool-photos').json()).toEqual({ prefixes: [fivePhotos[1]] });
    const order = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(order.indexOf('DELETE /storage/v1/object/tool-photos')).toBeLessThan(
      order.findIndex((entry) => entry.startsWith('POST /storage/v1/object/tool-photos/')),
    );
    expect(tool.imageUrls[1]).toBe(`${PUBLIC_PHOTOS}/${ALICE.id}/${TOOL_ID}/${PHOTO_IDS[0]}.jpg`);
  });

  it("deletes the listing and then its photos; someone else's deletion is refused", async () => {
    let deletable = true;
    server.use(
      http.post(`${REST}/rpc/listings_by_id`, () => HttpResponse.json([row()])),
      http.delete(`${REST}/tools`, ({ request }) => postgrestRows(request, deletable ? [{ id: TOOL_ID }] : [])),
      http.delete(`${STORAGE}/object/tool-photos`, () => HttpResponse.json([])),
    );
    await clientAs(ALICE).deleteTool(TOOL_ID);
    expect(await firstSent('DELETE', '/storage/v1/object/tool-photos').json()).toEqual({
      prefixes: [`${ALICE.id}/${TOOL_ID}/cover.jpg`],
    });

    deletable = false;
    requests.length = 0;
    await expect(clientAs(BOB).deleteTool(TOOL_ID)).rejects.toThrow('You can only edit your own listings');
    expect(sent('DELETE', '/storage/v1/object/tool-photos')).toHaveLength(0);
  });
});
