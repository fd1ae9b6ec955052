/** What the benchmark's server process (`server.ts`) and its driver (`../bench.ts`) share. */

export const STONE_ART_PATH = '/api/adminop/type/stoneArt';
/** The same bytes as the stoneArt list, served from memory by the app itself (same plugins, hooks). */
export const APP_MEMORY_PATH = '/bench/stone-art-from-memory';

export interface ReadyMessage {
  type: 'ready';
  appUrl: string;
  baselineUrl: string;
  productId: string;
  stoneArtProducts: number;
  stoneArtBytes: number;
  contentType: string;
  seedMs: number;
}

export interface FailedMessage {
  type: 'failed';
  message: string;
}
