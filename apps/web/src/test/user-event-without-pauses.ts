import userEvent from '@testing-library/user-event';

/**
 * user-event waits a timer tick after every key and click it plays (`delay: 0`). The tests check
 * what each key and click does, never the pause between them, and on a busy 2-core machine those
 * ticks were a third of a typing test's time (docs/benchmarks.md, CI). So every direct call
 * (`userEvent.type(…)`, `userEvent.click(…)`) plays without them unless it asks for a delay itself;
 * `userEvent.setup()` instances are left as they are.
 */
const optionsAt = {
  click: 1,
  dblClick: 1,
  tripleClick: 1,
  hover: 1,
  unhover: 1,
  keyboard: 1,
  pointer: 1,
  paste: 1,
  type: 2,
  selectOptions: 2,
  deselectOptions: 2,
  upload: 2,
} as const;

export function playUserEventsWithoutPauses(): void {
  const api = userEvent as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const [name, index] of Object.entries(optionsAt)) {
    const original = api[name]!;
    api[name] = (...args: unknown[]) => {
      const options = (args[index] as object | undefined) ?? {};
      const withOptions = [...args.slice(0, index), { delay: null, ...options }];
      return original(...withOptions);
    };
  }
}
