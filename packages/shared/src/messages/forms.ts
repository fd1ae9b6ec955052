/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Why a form's submit button is disabled, said beside it (decision 0078): a greyed button alone
 * does not tell anyone what is missing.
 */
export const formMessages = {
  /** `labels` are the fields still to fill in or fix, as their labels read. */
  fillInToContinue: (labels: readonly string[]) => `Fill in ${listOf(labels)} to continue.`,
  nothingToSave: 'Change a detail to save.',
} as const;
