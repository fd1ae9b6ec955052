/** What both benchmark commands (`../bench.ts`, `../bench-scale.ts`) share: options, the machine, ports. */
import type { FastifyInstance } from 'fastify';
import { availableParallelism, cpus, loadavg } from 'node:os';

function optionText(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function invalid(name: string, rule: string): never {
  console.error(`Invalid --${name}: must be ${rule}`);
  process.exit(2);
}

/** `--name=N`, a positive integer. */
export function intOption(name: string, fallback: number): number {
  const text = optionText(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) invalid(name, 'a positive integer');
  return value;
}

/** `--name=X`, a number above 0 and at most `max`. */
export function fractionOption(name: string, fallback: number, max: number): number {
  const text = optionText(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    invalid(name, `a number above 0 and at most ${max}`);
  }
  return value;
}

/** `--name=text`, or undefined. */
export function stringOption(name: string): string | undefined {
  return optionText(name) || undefined;
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One line naming the machine, so the figures in docs/benchmarks.md can be read against it. */
export function machineLine(): string {
  return (
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `load average ${loadAverage()}, Node ${process.version}`
  );
}

export function portOf(instance: FastifyInstance): number {
  const address = instance.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}
