/** What the benchmark's processes (`server.ts`, `load.ts`) and their driver (`../bench.ts`) share. */

export const STONE_ART_PATH = '/api/adminop/type/stoneArt';
/** What a browser sends (Chromium's value): every measured call asks for it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** One measured call; `{id}` in `label` stands for the first stoneArt product. */
export interface BenchCall {
  label: string;
  path: string;
  /** Sent with the customer's session cookie. */
  signedIn: boolean;
  /** One of the calls the ≥ 0.5 bar applies to. */
  bar: boolean;
}

export interface ReadyMessage {
  type: 'ready';
  appUrl: string;
  /** The bare node:http server answering every call's path with the app's exact bytes and headers. */
  bareUrl: string;
  calls: (BenchCall & { status: number; bytes: number; encoding: string })[];
  cookie: string;
  stoneArtProducts: number;
  seedMs: number;
}

export interface FailedMessage {
  type: 'failed';
  message: string;
}

/** A request to the load generator, and its answer. */
export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and answers other than 2xx. */
  failed: number;
}

/**
 * The flood scenario (decision 0070): other clients fetch one cached answer while one client sends
 * distinct addresses, each a `bust` parameter with a random value appended to `floodUrl`.
 */
export interface FloodRequest {
  kind: 'flood';
  victimUrl: string;
  floodUrl: string;
  /**
   * What each flood request varies: a name with a random value, or a paging pair; 'none' sends
   * `floodUrl` itself (every request a hit: the control, what the volume alone costs).
   */
  bust: 'none' | 'utm_source' | 'offset-limit';
  /** `offset` values for the paging pair: 0 to this, exclusive. */
  offsets: number;
  headers: Record<string, string>;
  /** Seconds per phase: without the flood, then with it. */
  duration: number;
  victims: number;
  floodConnections: number;
  /** The flood's most requests per second (it sends as fast as answers come, up to this). */
  floodRate: number;
}

export interface Latencies {
  p50: number;
  p99: number;
  count: number;
  failed: number;
  /** Answered 429 (the flooding client past its miss budget). */
  refused: number;
}

export interface FloodResult {
  quiet: Latencies;
  flooded: Latencies;
  flood: Latencies & { perSecond: number };
}
