import type { FastifyBaseLogger } from 'fastify';
import { recordTaskRun } from './metrics';

export interface RepeatingTask {
  /**
   * Runs the task now; during a run, once more as soon as it ends (what was just written, an
   * outbox's new message, may have missed the run in progress).
   */
  kick: () => void;
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop: () => Promise<void>;
}

export interface RepeatingTaskOptions {
  intervalMs: number;
  log?: FastifyBaseLogger | undefined;
  /** Run at once as well as after each interval (an outbox's messages waited while it was down). */
  runAtStart?: boolean;
  /** At most this long for the run in progress when stopping (a send stuck on a slow server). */
  stopWaitMs?: number;
}

/**
 * Runs `task` every `intervalMs` (the periodic sweeps and the outboxes' senders): runs never
 * overlap, a failing run is logged as `<name> failed` and the next one tries again, and the timer
 * does not keep the process alive. Each run is counted in the metrics with what it changed, when
 * the task returns a count.
 */
export function startRepeatingTask(
  name: string,
  task: () => Promise<number | void>,
  options: RepeatingTaskOptions,
): RepeatingTask {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = task()
      .then((changed) => recordTaskRun(name, 'ok', changed ?? undefined))
      .catch((error: unknown) => {
        recordTaskRun(name, 'failed');
        options.log?.warn({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  if (options.runAtStart) run();

  return {
    kick: () => {
      if (running) again = true;
      else run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (options.stopWaitMs === undefined) {
        await running;
        return;
      }
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          wait = setTimeout(resolve, options.stopWaitMs);
          wait.unref();
        }),
      ]);
      clearTimeout(wait);
    },
  };
}
