import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * What this process measures whatever app it serves (decision 0113): Node's own figures (event-loop
 * delay, heap, garbage collection, handles) and the periodic tasks' runs. An app's own figures
 * (requests, cache, outbox, pool) live in its registry (plugins/metrics.ts); `GET /metrics` answers
 * both.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, eventLoopMonitoringPrecision: 20 });

const taskRuns = new Counter({
  name: 'artshop_task_runs_total',
  help: 'Runs of the periodic tasks (payment, refund and session sweeps, ...) by outcome',
  labelNames: ['task', 'outcome'] as const,
  registers: [processMetrics],
});

const taskChanges = new Counter({
  name: 'artshop_task_changes_total',
  help: 'What the periodic tasks changed (orders paid or expired, refunds settled, ...)',
  labelNames: ['task'] as const,
  registers: [processMetrics],
});

/** One run of a periodic task: 'ok' with what it changed (when it says), or 'failed'. */
export function recordTaskRun(task: string, outcome: 'ok' | 'failed', changed?: number): void {
  taskRuns.inc({ task, outcome });
  if (changed) taskChanges.inc({ task }, changed);
}
