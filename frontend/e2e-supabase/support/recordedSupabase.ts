import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { RECORDED_SUPABASE_URL } from './project.mjs';

/** The recorded project's one user and her listings. */
export const ALICE = { id: '8a6c2f7e-51d4-4c3b-9a0e-2f1d3c4b5a69', email: 'alice@toolshare.test' };
const ILLUSTRATION = readFileSync(new URL('../../src/assets/tools/tool-3-studio.svg', import.meta.url));
const CATEGORIES = ['power tools', 'gardening', 'woodworking', 'plumbing'];

/** `count` listings of Alice's, newest first, as PostgREST returns them (amounts as numeric text). */
export function listings(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const created = new Date(Date.UTC(2025, 5, 28 - index)).toISOString();
    return {
      id: `5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b${String(index).padStart(2, '0')}`,
      owner_id: ALICE.id,
      name: `Shared Tool ${index + 1}`,
      description: 'A listing of the shared marketplace.',
      category: CATEGORIES[index % CATEGORIES.length],
      location: 'Maple Street',
      rental_rate: `0.0${(index % 9) + 1}0000000000000000`,
      collateral_required: '0.100000000000000000',
      currency: 'ETH',
      cancellation_fee_bps: 0,
      inspection_period_days: 1,
      specifications: ['18V'],
      available: true,
      photo_paths: [`${ALICE.id}/${index}/cover.jpg`],
      created_at: created,
      updated_at: created,
    };
  });
}

/** `count` conversations of Alice's as conversation_summaries() returns them: latest activity first, one minute apart. */
export function conversationSummaries(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const suffix = String(index).padStart(2, '0');
    return {
      id: `7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e${suffix}`,
      tool_id: `5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b${suffix}`,
      tool_name: `Shared Tool ${index + 1}`,
      tool_photo_path: '',
      lender_id: `1b2c3d4e-5f60-4718-8a9b-0c1d2e3f40${suffix}`,
      borrower_id: ALICE.id,
      other_party_id: `1b2c3d4e-5f60-4718-8a9b-0c1d2e3f40${suffix}`,
      created_at: '2025-06-01T09:00:00+00:00',
      last_message: `Message ${index + 1}`,
      last_message_at: new Date(Date.UTC(2025, 5, 28, 12, 59 - index)).toISOString(),
      unread: 0,
    };
  });
}

/**
 * `count` messages of `conversationId` as conversation_messages() returns them, oldest first here
 * ("Message 1" to "Message {count}", a minute apart, from the other party and from Alice in turn).
 */
export function threadMessages(conversation: ReturnType<typeof conversationSummaries>[number], count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `9e8d7c6b-5a49-4837-8261-${String(index + 1).padStart(12, '0')}`,
    conversation_id: conversation.id,
    sender_id: index % 2 === 0 ? conversation.other_party_id : ALICE.id,
    content: `Message ${index + 1}`,
    created_at: new Date(Date.UTC(2025, 5, 27, 9, index)).toISOString(),
    read_at: '2025-06-28T09:00:00+00:00',
  }));
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A GoTrue session of Alice's, as supabase-js keeps it in localStorage after a sign-in. */
function aliceSession() {
  const now = Math.floor(Date.now() / 1000);
  const user = {
    id: ALICE.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: ALICE.email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    identities: [],
    created_at: '2025-06-01T09:00:00Z',
    updated_at: '2025-06-01T09:00:00Z',
  };
  const accessToken = [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: ALICE.id, email: ALICE.email, role: 'authenticated', aud: 'authenticated', exp: now + 3600 }),
    'c2lnbmF0dXJl',
  ].join('.');
  return {
    user,
    session: {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: 'v1-refresh',
      user,
    },
  };
}

export interface RecordedProject {
  /** Requests the app made, as "METHOD /path". */
  requests: string[];
  /** How a photo upload is answered (by default: stored). */
  answerUpload: (route: Route) => Promise<void>;
}

/**
 * Answers every request the app makes to the Supabase project with recorded-style responses of
 * GoTrue, PostgREST and Storage. With `signedIn`, the page starts with Alice's session kept.
 */
export async function recordedSupabase(
  page: Page,
  {
    tools,
    signedIn,
    conversations = [],
    messages = [],
  }: {
    tools: ReturnType<typeof listings>;
    signedIn: boolean;
    conversations?: ReturnType<typeof conversationSummaries>;
    /** The messages of the conversations, in any order (`threadMessages`). */
    messages?: ReturnType<typeof threadMessages>;
  },
): Promise<RecordedProject> {
  const { user, session } = aliceSession();
  if (signedIn)
    await page.addInitScript((kept) => localStorage.setItem('sb-supabase-auth-token', kept), JSON.stringify(session));
  const created: Record<string, unknown>[] = [];
  const project: RecordedProject = {
    requests: [],
    answerUpload: (route) => route.fulfill({ json: { Key: 'tool-photos/x', Id: 'y' } }),
  };
  await page.route(`${RECORDED_SUPABASE_URL}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname;
    const method = request.method();
    project.requests.push(`${method} ${path}`);
    const all = [...created, ...tools];
    if (path.startsWith('/storage/v1/object/public/'))
      return route.fulfill({ contentType: 'image/svg+xml', body: ILLUSTRATION });
    if (path.startsWith('/storage/v1/object/tool-photos/')) return project.answerUpload(route);
    if (path === '/storage/v1/object/tool-photos') return route.fulfill({ json: [] });
    if (path === '/auth/v1/user') return route.fulfill({ json: user });
    if (path === '/rest/v1/users') return route.fulfill({ json: [{ email: ALICE.email, wallet_address: null }] });
    // public_profiles and conversation_summaries answer one json[] value: their objects as a JSON array.
    if (path === '/rest/v1/rpc/public_profiles')
      return route.fulfill({
        json: [
          {
            id: ALICE.id,
            display_name: 'alice',
            wallet_address: '',
            bio: '',
            location: '',
            member_since: '2026-11-01T09:00:00+00:00',
          },
        ],
      });
    if (path === '/rest/v1/rpc/conversation_summaries') {
      // The database's keyset paging: latest activity first, then id; the rows strictly after the given one.
      const { page_size: size, after_id: afterId } = request.postDataJSON() as {
        page_size: number;
        after_id: string | null;
      };
      const start = afterId === null ? 0 : conversations.findIndex((row) => row.id === afterId) + 1;
      return route.fulfill({ json: conversations.slice(start, start + size) });
    }
    if (path === '/rest/v1/rpc/conversation_messages') {
      // The database's keyset paging: newest first (created_at, then id), strictly before the keyset given.
      const {
        conversation_id: conversationId,
        page_size: size,
        before_created_at: beforeAt,
        before_id: beforeId,
      } = request.postDataJSON() as {
        conversation_id: string;
        page_size: number;
        before_created_at?: string;
        before_id?: string;
      };
      const key = (at: string, id: string) => `${new Date(at).toISOString()} ${id}`;
      const bound = beforeAt && beforeId ? key(beforeAt, beforeId) : null;
      const page = messages
        .filter((row) => row.conversation_id === conversationId)
        .filter((row) => bound === null || key(row.created_at, row.id) < bound)
        .sort((a, b) => (key(a.created_at, a.id) < key(b.created_at, b.id) ? 1 : -1))
        .slice(0, size);
      return route.fulfill({ json: page });
    }
    if (path === '/rest/v1/rpc/mark_conversation_read') return route.fulfill({ json: 0 });
    // The newest notifications come through newest_notifications (one json[] value): none here.
    if (path === '/rest/v1/rpc/newest_notifications') return route.fulfill({ json: [] });
    // The listings' read functions answer one json[] value: the listings as a JSON array.
    if (path === '/rest/v1/rpc/search_listings') {
      const { page_size: size, page_offset: offset } = request.postDataJSON() as {
        page_size: number;
        page_offset: number;
      };
      return route.fulfill({ json: all.slice(offset, offset + size) });
    }
    if (path === '/rest/v1/rpc/newest_listings') {
      const { page_size: size } = request.postDataJSON() as { page_size: number };
      return route.fulfill({ json: all.slice(0, size) });
    }
    if (path === '/rest/v1/rpc/listings_by_id') {
      const { tool_ids: ids } = request.postDataJSON() as { tool_ids: string[] };
      return route.fulfill({ json: all.filter((row) => ids.includes(String(row.id))) });
    }
    if (path === '/rest/v1/rpc/listings_of_owner') {
      const { owner } = request.postDataJSON() as { owner: string };
      return route.fulfill({ json: all.filter((row) => row.owner_id === owner) });
    }
    if (path === '/rest/v1/tools') {
      const id = url.searchParams.get('id')?.replace('eq.', '');
      if (method === 'POST') {
        const row = request.postDataJSON() as Record<string, unknown>;
        const now = new Date().toISOString();
        created.unshift({
          ...row,
          rental_rate: String(row.rental_rate),
          collateral_required: String(row.collateral_required),
          created_at: now,
          updated_at: now,
        });
        return route.fulfill({ status: 201, body: '' });
      }
      if (method === 'PATCH') {
        // The app asks for the id back (select=id), the one text-free column a member reads of the table.
        const row = created.find((candidate) => candidate.id === id);
        Object.assign(row ?? {}, request.postDataJSON());
        return route.fulfill({ json: row ? [{ id: row.id }] : [] });
      }
      if (method === 'DELETE') {
        const index = created.findIndex((candidate) => candidate.id === id);
        const removed = index >= 0 ? created.splice(index, 1) : [];
        return route.fulfill({ json: removed.map((row) => ({ id: row.id })) });
      }
      // A read of the table itself: refused, as the database refuses the API roles its text.
      return route.fulfill({
        status: 401,
        json: { code: '42501', message: 'permission denied for table tools', details: null, hint: null },
      });
    }
    return route.fulfill({ status: 404, json: { message: `No recorded response for ${method} ${path}` } });
  });
  return project;
}
