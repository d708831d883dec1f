import { describe, expect, it } from 'vitest';
import { markedRead, withArrival, withFetched } from './notificationQueries';
import type { AppNotification } from './types';

const notification = (id: string, timestamp: string, read = false): AppNotification => ({
  id,
  type: 'message',
  title: `Title ${id}`,
  message: `Message ${id}`,
  timestamp,
  read,
});

describe('the stored notifications in the cache', () => {
  it('keeps a notification heard live while the first read was under way', () => {
    const heardLive = notification('live', '2026-11-28T10:05:00Z');
    const fetched = [notification('b', '2026-11-28T10:00:00Z'), notification('a', '2026-11-28T09:00:00Z')];
    expect(withFetched([heardLive], fetched).map((item) => item.id)).toEqual(['live', 'b', 'a']);
  });

  it('takes the read copy of one heard live that the read saw, and drops older cached ones it no longer returns', () => {
    const fetched = [notification('live', '2026-11-28T10:05:00Z', true)];
    const cached = [notification('live', '2026-11-28T10:05:00Z'), notification('gone', '2026-11-28T08:00:00Z')];
    expect(withFetched(cached, fetched)).toEqual(fetched);
  });

  it('puts an arrival first, once', () => {
    const first = notification('a', '2026-11-28T09:00:00Z');
    const again = { ...first, message: 'edited' };
    expect(withArrival(again)([first, notification('b', '2026-11-28T08:00:00Z')]).map((item) => item.message)).toEqual([
      'edited',
      'Message b',
    ]);
  });

  it('marks the named notifications read, or all', () => {
    const list = [notification('a', '2026-11-28T09:00:00Z'), notification('b', '2026-11-28T08:00:00Z')];
    expect(markedRead(['b'])(list).map((item) => item.read)).toEqual([false, true]);
    expect(markedRead('all')(list).every((item) => item.read)).toBe(true);
  });
});
