import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Representations } from './ready-bytes';
import { createUpgrader } from './ready-bytes-upgrade';

const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 600 }, (_, i) => i) }));

describe('createUpgrader', () => {
  it('makes best-quality copies one at a time, skips unwanted ones, and bounds its queue', async () => {
    const upgrader = createUpgrader({ maxQueued: 2 });
    const made: (Representations | undefined)[] = [];
    const job = (wanted: boolean) => ({
      identity: body,
      wanted: () => wanted,
      finish: (best: Representations | undefined) => void made.push(best),
    });
    expect(upgrader.schedule(job(true))).toBe(true);
    // The first is running; two may wait, a third is refused.
    expect(upgrader.schedule(job(false))).toBe(true);
    expect(upgrader.schedule(job(true))).toBe(true);
    expect(upgrader.schedule(job(true))).toBe(false);
    await upgrader.settled();
    expect(made).toHaveLength(3);
    expect(made[1]).toBeUndefined();
    expect(made[0]?.quality).toBe('best');
    expect(brotliDecompressSync(made[2]!.br!).equals(body)).toBe(true);
    await expect(upgrader.settled()).resolves.toBeUndefined();
  });

  it('rests three times as long as each copy took before the next: a quarter of a core at most', async () => {
    let clock = 0;
    const rests: number[] = [];
    const upgrader = createUpgrader({
      // Each reading of the clock moves it on 10 ms: every copy 'takes' 10 ms.
      now: () => (clock += 10),
      rest: async (ms) => void rests.push(ms),
    });
    const made: (Representations | undefined)[] = [];
    for (const wanted of [true, false, true, true]) {
      upgrader.schedule({
        identity: body,
        wanted: () => wanted,
        finish: (best) => void made.push(best),
      });
    }
    await upgrader.settled();
    expect(made.map((best) => best?.quality)).toEqual(['best', undefined, 'best', 'best']);
    // After the first and the third copy; none after an unwanted job, none after the last.
    expect(rests).toEqual([30, 30]);
  });
});
