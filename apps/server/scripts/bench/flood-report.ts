/** The flood scenario's table and verdict (decision 0070), printed by `../bench.ts`. */
import type { FloodResult } from './protocol';

/** Other visitors' p50 and p99 during a flood stay within this many times their quiet figures. */
export const FLOOD_BAR = 2;

export interface FloodRow {
  label: string;
  result: FloodResult;
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** Prints the table; returns whether every row is within the bar. */
export function printFloods(kind: string, victim: string, rows: FloodRow[]): boolean {
  console.log(
    `\n${kind}: ${victim} fetched by other visitors, alone and during one client's flood of ` +
      `distinct addresses (bar: p50 and p99 at most ${FLOOD_BAR}x)`,
  );
  const cols = ['flood/s', 'p50 alone', 'p50 flood', 'p99 alone', 'p99 flood', 'x p50', 'x p99'];
  console.log(`${'flood'.padEnd(46)} ${cols.map((c) => c.padStart(10)).join(' ')}`);
  let passed = true;
  for (const { label, result } of rows) {
    const { quiet, flooded, flood } = result;
    const p50 = flooded.p50 / quiet.p50;
    const p99 = flooded.p99 / quiet.p99;
    // A visitor refused is a failure too: only the flooding client may meet its budget.
    const ok =
      p50 <= FLOOD_BAR && p99 <= FLOOD_BAR && flooded.failed === 0 && flooded.refused === 0;
    passed &&= ok;
    console.log(
      `${label.padEnd(46)} ${[
        flood.perSecond.toFixed(0),
        ms(quiet.p50),
        ms(flooded.p50),
        ms(quiet.p99),
        ms(flooded.p99),
        p50.toFixed(2),
        p99.toFixed(2),
      ]
        .map((c) => c.padStart(10))
        .join(' ')}  ${ok ? 'PASS' : 'BELOW'}` +
        `  (visitor fetches ${quiet.count} / ${flooded.count}, failed ${flooded.failed + flooded.refused}; ` +
        `flood answers ${flood.count}, p50 ${ms(flood.p50)} ms, refused ${flood.refused}, ` +
        `failed ${flood.failed})`,
    );
  }
  return passed;
}
