import { describe, expect, it, vi } from 'vitest';
import { forwardTo, loadOnce, subscribeWhenLoaded } from './loadOnce';

describe('loadOnce', () => {
  it('loads on the first use only, and again after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('client');
    const client = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    await expect(client()).rejects.toThrow('offline');
    await expect(client()).resolves.toBe('client');
    await expect(client()).resolves.toBe('client');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('subscribeWhenLoaded', () => {
  it('subscribes once the client has loaded and unsubscribes with the returned function', async () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.fn(() => unsubscribe);
    const stop = subscribeWhenLoaded(Promise.resolve('client'), subscribe);
    await Promise.resolve();
    expect(subscribe).toHaveBeenCalledWith('client');
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('never subscribes when stopped before the client has loaded', async () => {
    const subscribe = vi.fn(() => () => undefined);
    let resolve: (client: string) => void = () => undefined;
    const stop = subscribeWhenLoaded(new Promise<string>((settle) => (resolve = settle)), subscribe);
    stop();
    resolve('client');
    await Promise.resolve();
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('forwardTo', () => {
  it("passes every argument to the loaded client's method, as that client (this), loading it once", async () => {
    class Client {
      readonly prefix = 'page';
      list(after?: string, size = 30): Promise<string> {
        return Promise.resolve(`${this.prefix} after ${after ?? 'start'} (${String(size)})`);
      }
    }
    const load = vi.fn(() => Promise.resolve(new Client()));
    const list = forwardTo(loadOnce(load))('list');
    expect(await list()).toBe('page after start (30)');
    expect(await list('cursor-30', 5)).toBe('page after cursor-30 (5)');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
