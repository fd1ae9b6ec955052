import type { FastifyBaseLogger } from 'fastify';
import { recordTaskRun } from './metrics';

export interface RepeatingTask {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop: () => Promise<void>;
}

/**
 * Runs `task` every `intervalMs` (the periodic sweeps): runs never overlap, a failing run is logged
 * as `<name> failed` and the next one tries again, and the timer does not keep the process alive.
 * Each run is counted in the metrics with what it changed, when the task returns a count.
 */
export function startRepeatingTask(
  name: string,
  task: () => Promise<number | void>,
  options: { intervalMs: number; log: FastifyBaseLogger },
): RepeatingTask {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = task()
      .then((changed) => recordTaskRun(name, 'ok', changed ?? undefined))
      .catch((error: unknown) => {
        recordTaskRun(name, 'failed');
        options.log.warn({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(run, options.intervalMs);
  timer.unref();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
