import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedToolsClient, TOOL_DELAYS_MS } from './SimulatedToolsClient';
import { MemoryToolsStore, type ToolsStore } from './toolsStore';
import { ToolStorageFullError } from './toolErrors';
import type { Tool, ToolListing } from './types';
import { expectDefined, nth } from '../../test/defined';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

const listing: ToolListing = {
  name: 'Tile Cutter',
  description: 'Manual tile cutter up to 600 mm',
  category: 'construction',
  location: 'Birch Close, Springfield',
  rentalRate: 0.007,
  collateralRequired: 0.03,
  imageUrls: ['data:image/jpeg;base64,AAAA'],
  specifications: ['600 mm rail'],
};
const me = { id: 'user-me', email: 'erin@example.test', walletAddress: '0xAbC0000000000000000000000000000000000001' };

/** Runs `operation` under fake timers, checking that it is still pending just before `delay`. */
async function afterDelay<T>(operation: Promise<T>, delay: number): Promise<T> {
  let settled = false;
  void operation.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(delay - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  return operation;
}

describe('SimulatedToolsClient', () => {
  let store: MemoryToolsStore;
  let client: SimulatedToolsClient;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    store = new MemoryToolsStore();
    client = new SimulatedToolsClient({ store, now: () => Date.now() });
  });
  afterEach(() => vi.useRealTimers());

  it('answers the catalogue after 500 ms: the ten samples, newest first, with owners, numbers and photos', async () => {
    const tools = await afterDelay(client.fetchTools(), TOOL_DELAYS_MS.fetchTools);
    expect(tools).toHaveLength(10);
    expect(tools.map((tool) => tool.id).slice(0, 3)).toEqual(['tool-1', 'tool-2', 'tool-3']);
    const drill = tools[0];
    expect(drill).toMatchObject({
      ownerId: 'user-alice',
      ownerName: 'alice',
      ownerWalletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      rentalRate: 0.012,
      collateralRequired: 0.06,
      available: true,
    });
    for (const tool of tools) {
      expect(tool.imageUrls.length).toBeGreaterThanOrEqual(2);
      expect(tool.imageUrls.length).toBeLessThanOrEqual(3);
    }
    expect(tools.find((tool) => tool.id === 'tool-4')?.available).toBe(false);
  });

  it('answers one tool after 300 ms, and null for an unknown id', async () => {
    expect((await afterDelay(client.fetchTool('tool-7'), TOOL_DELAYS_MS.fetchTool))?.name).toBe('Digital Multimeter');
    expect(await afterDelay(client.fetchTool('tool-404'), TOOL_DELAYS_MS.fetchTool)).toBeNull();
  });

  it('creates a tool after 800 ms with id tool-{timestamp}, createdAt now, available, and the owner from the account', async () => {
    const created = await afterDelay(client.createTool(listing, me), TOOL_DELAYS_MS.write);
    expect(created).toEqual({
      ...listing,
      // "Now" is when the (simulated) server stores it, after the delay.
      id: `tool-${NOW + TOOL_DELAYS_MS.write}`,
      createdAt: new Date(NOW + TOOL_DELAYS_MS.write).toISOString(),
      available: true,
      ownerId: 'user-me',
      ownerName: 'erin',
      ownerWalletAddress: me.walletAddress,
    });
    const all = client.fetchTools();
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    expect(nth(await all, 0, 'tool').id).toBe(created.id);
  });

  it('gives two tools created in the same millisecond different ids', async () => {
    const first = client.createTool(listing, me);
    const second = client.createTool(listing, me);
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.write);
    expect((await first).id).not.toBe((await second).id);
  });

  it('lists own tools by account id or by wallet, ignoring address case', async () => {
    const created = client.createTool(listing, me);
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.write);
    await created;
    const byId = client.fetchOwnTools('user-me');
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    expect((await byId).map((tool) => tool.name)).toEqual(['Tile Cutter']);

    const byWallet = client.fetchOwnTools('someone-else', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']);
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    expect((await byWallet).map((tool) => tool.id)).toEqual(['tool-1', 'tool-5', 'tool-9']);
  });

  it('updates a tool after 800 ms and rejects an unknown id with "Tool not found"', async () => {
    const updated = await afterDelay(
      client.updateTool('tool-2', { rentalRate: 0.02, available: false }),
      TOOL_DELAYS_MS.write,
    );
    expect(updated).toMatchObject({ id: 'tool-2', rentalRate: 0.02, available: false, name: 'Circular Saw 185 mm' });

    const missing = client.updateTool('tool-404', { name: 'x' });
    const rejection = expect(missing).rejects.toThrow('Tool not found');
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.write);
    await rejection;
  });

  it('deletes a tool after 800 ms', async () => {
    await afterDelay(client.deleteTool('tool-3'), TOOL_DELAYS_MS.write);
    const lookup = client.fetchTool('tool-3');
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTool);
    expect(await lookup).toBeNull();
  });

  it('keeps created, edited and deleted listings for a new client on the same store (a reload)', async () => {
    const created = client.createTool(listing, me);
    const edited = client.updateTool('tool-1', { name: 'Cordless Drill 18V (new chuck)' });
    const deleted = client.deleteTool('tool-10');
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.write);
    const { id } = await created;
    await Promise.all([edited, deleted]);

    const afterReload = new SimulatedToolsClient({ store, now: () => Date.now() });
    const tools = afterReload.fetchTools();
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    const byId = new Map((await tools).map((tool) => [tool.id, tool]));
    expect(byId.get(id)).toMatchObject({ name: 'Tile Cutter', imageUrls: listing.imageUrls });
    expect(byId.get('tool-1')?.name).toBe('Cordless Drill 18V (new chuck)');
    // The edited sample keeps its bundled photos.
    expect(byId.get('tool-1')?.imageUrls).toHaveLength(3);
    expect(byId.has('tool-10')).toBe(false);
    expect(byId.size).toBe(10);
  });

  it('leaves the catalogue unchanged and says so when the browser storage is full', async () => {
    const fullStore: ToolsStore = {
      load: async () => ({ savedTools: [], deletedIds: [] }),
      saveTool: async () => {
        throw new ToolStorageFullError();
      },
      deleteTool: async () => {},
    };
    const full = new SimulatedToolsClient({ store: fullStore });
    const attempt = full.createTool(listing, me);
    const rejection = expect(attempt).rejects.toBeInstanceOf(ToolStorageFullError);
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.write);
    await rejection;
    const tools = full.fetchTools();
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    expect(await tools).toHaveLength(10);
  });

  it('still answers with the samples when the kept listings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new SimulatedToolsClient({
      store: { load: () => Promise.reject(new Error('blocked')), saveTool: async () => {}, deleteTool: async () => {} },
    });
    const tools = broken.fetchTools();
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    expect(await tools).toHaveLength(10);
  });

  it('tries reading the kept listings again after a failure, so "Try again" can recover', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let reads = 0;
    const flaky = new SimulatedToolsClient({
      store: {
        load: async () => {
          reads += 1;
          if (reads === 1) return { savedTools: [null as unknown as Tool], deletedIds: [] };
          return { savedTools: [], deletedIds: [] };
        },
        saveTool: async () => {},
        deleteTool: async () => {},
      },
    });
    const first = expect(flaky.fetchTools()).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    await first;
    const second = flaky.fetchTools();
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTools);
    expect(await second).toHaveLength(10);
  });

  it('hands out copies: changing a returned tool does not change the catalogue', async () => {
    const first = client.fetchTool('tool-1');
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTool);
    expectDefined(await first, 'tool-1').name = 'Changed';
    const again = client.fetchTool('tool-1');
    await vi.advanceTimersByTimeAsync(TOOL_DELAYS_MS.fetchTool);
    expect((await again)?.name).toBe('Cordless Drill 18V');
  });
});

describe('SimulatedToolsClient: a listing is paid to its owner’s wallet as linked now', () => {
  const WALLET = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
  let linked: Map<string, string>;
  let client: SimulatedToolsClient;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    linked = new Map([[me.id, '']]);
    client = new SimulatedToolsClient({
      store: new MemoryToolsStore(),
      now: () => Date.now(),
      linkedWallets: () => linked,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('becomes rentable once its owner links a wallet after saving it, in every read', async () => {
    const created = await afterDelay(client.createTool(listing, { id: me.id, email: me.email }), TOOL_DELAYS_MS.write);
    expect(created.ownerWalletAddress).toBe('');
    linked.set(me.id, WALLET);
    expect((await afterDelay(client.fetchTool(created.id), TOOL_DELAYS_MS.fetchTool))?.ownerWalletAddress).toBe(WALLET);
    expect(
      expectDefined(
        (await afterDelay(client.fetchTools(), TOOL_DELAYS_MS.fetchTools)).find((tool) => tool.id === created.id),
        'listed',
      ).ownerWalletAddress,
    ).toBe(WALLET);
    const found = await afterDelay(
      client.searchTools({ search: 'tile', category: 'all', sort: 'newest' }, { offset: 0, limit: 12 }),
      TOOL_DELAYS_MS.fetchTools,
    );
    expect(nth(found.tools, 0, 'found').ownerWalletAddress).toBe(WALLET);
    expect(
      nth(await afterDelay(client.fetchOwnTools(me.id), TOOL_DELAYS_MS.fetchTools), 0, 'own').ownerWalletAddress,
    ).toBe(WALLET);
  });

  it('follows a wallet linked in its place, and keeps the saved wallet of an owner with no account here (the samples)', async () => {
    const created = await afterDelay(client.createTool(listing, me), TOOL_DELAYS_MS.write);
    linked.set(me.id, WALLET);
    expect((await afterDelay(client.fetchTool(created.id), TOOL_DELAYS_MS.fetchTool))?.ownerWalletAddress).toBe(WALLET);
    const sample = await afterDelay(client.fetchTool('tool-1'), TOOL_DELAYS_MS.fetchTool);
    expect(sample?.ownerWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});
