import type { TestInfo } from '@playwright/test';

/** `n` written in the letters a-z (base 26), so it can be part of a person's name. */
function inLetters(n: number): string {
  let letters = '';
  let rest = n;
  do {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return letters;
}

/**
 * A run-unique word of letters only, for a name a test searches for: names have no digits
 * (docs/decisions/0078-names-and-phones-as-written.md).
 */
export const uniqueLetters = (testInfo: TestInfo): string =>
  `${testInfo.project.name}${inLetters(Date.now())}${inLetters(testInfo.retry)}`;
