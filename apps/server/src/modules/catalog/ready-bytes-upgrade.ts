import { compressAll, type Representations } from './ready-bytes';

/**
 * Best-quality copies made after the answer went out (decision 0070): a stored answer is
 * compressed quickly on its miss, and again at the best level once it is asked for again, which a
 * flood's one-off addresses never are. One compression at a time, so the best level's cost (tens
 * of milliseconds of a core each) never piles up on the machine while visitors wait; a bounded
 * queue, as a popular answer not queued now is queued on its next hit. After each copy the
 * upgrader rests three times as long as the copy took, so however many addresses a client asks for
 * twice, the best copies take at most a quarter of one core (decision 0132).
 */

export interface UpgradeJob {
  identity: Buffer;
  /** Whether the copy is still worth making (the answer is still kept). */
  wanted: () => boolean;
  /** Called once per scheduled job: with the best forms, or without when not made. */
  finish: (best: Representations | undefined) => void;
}

export interface Upgrader {
  /** Queues a job; false when the queue is full (nothing was queued). */
  schedule: (job: UpgradeJob) => boolean;
  /** Resolves when nothing is queued or running (tests, the benchmark). */
  settled: () => Promise<void>;
}

export const UPGRADE_QUEUE_MAX = 64;
/** The share of one core the best copies may take, at most (decision 0132). */
export const UPGRADE_CORE_SHARE = 0.25;

export interface UpgraderOptions {
  maxQueued?: number;
  /** The clock that times a copy (ms); `performance.now` but in tests. */
  now?: () => number;
  /** Waits `ms` between copies; a timer but in tests. */
  rest?: (ms: number) => Promise<void>;
}

const restFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createUpgrader({
  maxQueued = UPGRADE_QUEUE_MAX,
  now = () => performance.now(),
  rest = restFor,
}: UpgraderOptions = {}): Upgrader {
  const queue: UpgradeJob[] = [];
  let running = false;
  let waiters: (() => void)[] = [];

  async function run(): Promise<void> {
    running = true;
    for (let job = queue.shift(); job; job = queue.shift()) {
      let best: Representations | undefined;
      let worked = 0;
      try {
        if (job.wanted()) {
          const started = now();
          best = await compressAll(job.identity, 'best');
          worked = now() - started;
        }
      } catch {
        // The quick forms stay; they are correct, only larger.
      }
      job.finish(best);
      if (worked > 0 && queue.length > 0) await rest(worked * (1 / UPGRADE_CORE_SHARE - 1));
    }
    running = false;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  return {
    schedule(job) {
      if (queue.length >= maxQueued) return false;
      queue.push(job);
      if (!running) void run();
      return true;
    },
    settled() {
      if (!running && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
