import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Representations } from './ready-bytes';
import { createUpgrader } from './ready-bytes-upgrade';

const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 600 }, (_, i) => i) }));

describe('createUpgrader', () => {
  it('makes best-quality copies one at a time, skips unwanted ones, and bounds its queue', async () => {
    const upgrader = createUpgrader(2);
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
});
