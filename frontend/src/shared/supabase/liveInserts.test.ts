import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelFailed, subscribeToInserts } from './liveInserts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('subscribeToInserts', () => {
  it('logs a start that fails (no client, no session) instead of leaving the rejection unhandled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRow = vi.fn();
    const stop = subscribeToInserts(
      () => Promise.reject(new Error('Failed to fetch')),
      { channel: 'messages-of-sam', table: 'messages', what: 'Live messages', readByIds: () => Promise.resolve([]) },
      onRow,
    );
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Live messages could not start:',
        expect.objectContaining({ message: 'Failed to fetch' }),
      ),
    );
    stop();
    expect(onRow).not.toHaveBeenCalled();
  });
});

describe('channelFailed', () => {
  it('is true for the statuses after which no more events arrive', () => {
    expect(channelFailed('CHANNEL_ERROR')).toBe(true);
    expect(channelFailed('TIMED_OUT')).toBe(true);
    expect(channelFailed('SUBSCRIBED')).toBe(false);
    expect(channelFailed('CLOSED')).toBe(false);
  });
});
