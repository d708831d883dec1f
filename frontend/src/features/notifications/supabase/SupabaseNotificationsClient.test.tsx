import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import {
  BOB,
  REST,
  SUPABASE_URL,
  signedInClient,
  tokenSubject,
  recordedSupabaseServer,
} from '../../../shared/supabase/test/supabaseFixtures';
import { useStoredNotifications } from '../useStoredNotifications';
import { SupabaseNotificationsClient } from './SupabaseNotificationsClient';
import { withQueryClient } from '../../../test/withQueryClient';
import { expectDefined, nth } from '../../../test/defined';

// PostgREST over HTTP and the Realtime WebSocket (Phoenix serializer 2.0.0), served by msw.

const notificationRow = (changes: object = {}) => ({
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  type: 'message',
  title: 'New message about Cordless Drill 18V',
  message: 'Are you still coming?',
  action_url: '/messages?conversation=7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f',
  read: false,
  created_at: '2025-06-03T09:31:00+00:00',
  ...changes,
});

/**
 * A notification as Realtime sends it to its user: the columns their role may select, which leave
 * out the title and the text (supabase/migrations/20261202000100_messages_through_functions.sql).
 */
const announced = ({ title: _title, message: _message, ...selectable }: ReturnType<typeof notificationRow>) => ({
  ...selectable,
  user_id: BOB.id,
  message_count: 1,
});

const { server, requests } = recordedSupabaseServer();

const realtime = ws.link(`${SUPABASE_URL.replace('http', 'ws')}/realtime/v1/websocket`);
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A Realtime server that accepts the channel join and lets the test push notification inserts. */
function realtimeServer() {
  const joins: Frame[] = [];
  let push: (record: object) => void = () => {
    throw new Error('No channel joined yet');
  };
  const handler = realtime.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const frame = JSON.parse(typeof event.data === 'string' ? event.data : '') as Frame;
      const [joinRef, ref, topic, name] = frame;
      if (name !== 'phx_join') return;
      joins.push(frame);
      // The server echoes each binding (with its filter) and gives it an id, which changes carry.
      const [binding] = (frame[4].config as { postgres_changes: object[] }).postgres_changes;
      client.send(
        JSON.stringify([
          joinRef,
          ref,
          topic,
          'phx_reply',
          { status: 'ok', response: { postgres_changes: [{ ...binding, id: 8 }] } },
        ]),
      );
      push = (record) =>
        client.send(
          JSON.stringify([
            joinRef,
            null,
            topic,
            'postgres_changes',
            {
              ids: [8],
              data: {
                type: 'INSERT',
                schema: 'public',
                table: 'notifications',
                commit_timestamp: '2025-06-03T09:40:00Z',
                columns: [],
                record,
                old_record: {},
                errors: null,
              },
            },
          ]),
        );
    });
  });
  return { handler, joins, push: (record: object) => push(record) };
}

const LIVE_ID = 'b1c2d3e4-0000-4000-8000-000000000002';
const liveNotice = notificationRow({ id: LIVE_ID, message: 'On my way', created_at: '2025-06-03T09:40:00+00:00' });

describe('SupabaseNotificationsClient', () => {
  it("reads the user's newest notifications, marks some or all read, and hears new ones live", async () => {
    const live = realtimeServer();
    server.use(
      live.handler,
      // One json[] value each, as PostgREST answers a function that returns one.
      http.post(`${REST}/rpc/newest_notifications`, () => HttpResponse.json([notificationRow()])),
      http.post(`${REST}/rpc/notifications_by_id`, async ({ request }) => {
        const { notification_ids: ids } = (await request.json()) as { notification_ids: string[] };
        return HttpResponse.json(ids.includes(LIVE_ID) ? [liveNotice] : []);
      }),
      http.patch(`${REST}/notifications`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${REST}/rpc/mark_all_notifications_read`, () => HttpResponse.json(1)),
    );
    const client = new SupabaseNotificationsClient(BOB.id, async () => signedInClient(BOB));
    const makeClient = () => client;
    const { result, unmount } = renderHook(() => useStoredNotifications(BOB.id, makeClient), {
      wrapper: withQueryClient(),
    });

    await waitFor(() => expect(result.current.notifications).toHaveLength(1));
    expect(result.current.stored).toBe(true);
    expect(result.current.notifications.at(0)).toEqual({
      id: 'b1c2d3e4-0000-4000-8000-000000000001',
      type: 'message',
      title: 'New message about Cordless Drill 18V',
      message: 'Are you still coming?',
      timestamp: '2025-06-03T09:31:00+00:00',
      read: false,
      actionUrl: '/messages?conversation=7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f',
    });
    const newest = expectDefined(
      requests.find((request) => request.url === `${REST}/rpc/newest_notifications`),
      'the newest_notifications call',
    );
    expect(await newest.json()).toEqual({ page_size: 50 });

    act(() => result.current.markRead(['b1c2d3e4-0000-4000-8000-000000000001']));
    await waitFor(() => expect(result.current.notifications.at(0)?.read).toBe(true));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = expectDefined(
      requests.find((request) => request.method === 'PATCH'),
      'the PATCH request',
    );
    expect(new URL(patch.url).searchParams.get('id')).toBe('in.(b1c2d3e4-0000-4000-8000-000000000001)');
    expect(await patch.json()).toEqual({ read: true });

    await waitFor(() => expect(live.joins).toHaveLength(1));
    const [, , , , join] = nth(live.joins, 0, 'channel join');
    expect(join).toMatchObject({
      config: {
        postgres_changes: [
          { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${BOB.id}` },
        ],
      },
    });
    expect(tokenSubject(join.access_token as string)).toBe(BOB.id);
    // Realtime announces the notice without its text; the client reads it by id.
    act(() => live.push(announced(liveNotice)));
    await waitFor(() =>
      expect(result.current.notifications.map((notification) => notification.message)).toEqual([
        'On my way',
        'Are you still coming?',
      ]),
    );
    const byId = expectDefined(
      requests.find((request) => request.url === `${REST}/rpc/notifications_by_id`),
      'the notifications_by_id call',
    );
    expect(await byId.json()).toEqual({ notification_ids: [LIVE_ID] });

    act(() => result.current.markAllRead());
    await waitFor(() => expect(result.current.notifications.every((notification) => notification.read)).toBe(true));
    await waitFor(() =>
      expect(requests.some((request) => request.url === `${REST}/rpc/mark_all_notifications_read`)).toBe(true),
    );
    unmount();
  });

  it('shows no stored notifications (the samples stand in) without Supabase', () => {
    const noStore = () => null;
    const { result } = renderHook(() => useStoredNotifications('user-1', noStore), { wrapper: withQueryClient() });
    expect(result.current).toMatchObject({ stored: false, notifications: [] });
  });
});
