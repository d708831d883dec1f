import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to the JSON-RPC requests (POSTs) it is sent; CORS preflights always pass. */
export interface RpcFaults {
  /** The share of requests whose connection is cut without an answer (0..1), spread evenly: 0.5 drops every other one. */
  dropRate: number;
  /** Milliseconds each forwarded request waits before it is sent on. */
  delayMs: number;
  /** Every request is answered "429 Too Many Requests", as a rate-limited provider does. */
  rateLimited: boolean;
}

const HEALTHY: RpcFaults = { dropRate: 0, delayMs: 0, rateLimited: false };

/** What happened to the requests since the proxy started (or since `resetCounts`). */
export interface RpcCounts {
  forwarded: number;
  dropped: number;
  limited: number;
}

/**
 * A JSON-RPC proxy between the page and a node, for the browser tests of a failing network: it
 * forwards each request to `target` and, on command, cuts some connections, delays them, or answers
 * 429. Drops are spread evenly rather than at random, so a test sees the same faults every run.
 */
export class RpcProxy {
  private faults: RpcFaults = { ...HEALTHY };
  private dropDebt = 0;
  readonly counts: RpcCounts = { forwarded: 0, dropped: 0, limited: 0 };

  private constructor(
    private readonly server: Server,
    private target: URL,
  ) {}

  /** Starts a proxy on 127.0.0.1:`port` (0: any free port) in front of the node at `target`. */
  static async start(port: number, target: string): Promise<RpcProxy> {
    let proxy: RpcProxy | null = null;
    const server = createServer((incoming, outgoing) => proxy?.handle(incoming, outgoing));
    proxy = new RpcProxy(server, new URL(target));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Replaces the faults in force (fields left out keep their healthy value). */
  setFaults(faults: Partial<RpcFaults>): void {
    this.faults = { ...HEALTHY, ...faults };
    this.dropDebt = 0;
  }

  /** Back to forwarding every request at once. */
  heal(): void {
    this.setFaults({});
  }

  resetCounts(): void {
    this.counts.forwarded = 0;
    this.counts.dropped = 0;
    this.counts.limited = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Whether this request is one of the share to drop: a running sum of the rate, dropping each time it passes 1. */
  private takeDrop(): boolean {
    this.dropDebt += this.faults.dropRate;
    if (this.dropDebt < 1) return false;
    this.dropDebt -= 1;
    return true;
  }

  private handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const isCall = incoming.method === 'POST';
    if (isCall && this.faults.rateLimited) {
      this.counts.limited++;
      incoming.resume();
      outgoing.writeHead(429, { 'access-control-allow-origin': '*', 'retry-after': '1', 'content-type': 'text/plain' });
      outgoing.end('Too Many Requests');
      return;
    }
    if (isCall && this.takeDrop()) {
      this.counts.dropped++;
      incoming.resume();
      // No answer at all: the browser's fetch fails as on a lost connection.
      incoming.socket.destroy();
      return;
    }
    if (isCall) this.counts.forwarded++;
    const forward = () => {
      const upstream = httpRequest(
        {
          hostname: this.target.hostname,
          port: this.target.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: this.target.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      // The node is down (stopped, restarting): the connection is cut, as a dead node's would be.
      upstream.on('error', () => incoming.socket.destroy());
      incoming.pipe(upstream);
    };
    if (isCall && this.faults.delayMs > 0) setTimeout(forward, this.faults.delayMs);
    else forward();
  }
}
