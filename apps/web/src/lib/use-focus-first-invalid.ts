import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, focus goes to the form's first field marked `aria-invalid` (decision
 * 0081): the keyboard and the screen reader land on what to fix, and a phone scrolls to it instead
 * of leaving the message below the fold. Answers the form's ref and the function a submit calls once
 * it has set its messages; the focus moves after React has drawn them.
 */
const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): [
  RefObject<T | null>,
  () => void,
] {
  const form = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (the review's stars) is not focusable itself: its control in the tab order is.
    const target = invalid?.matches(FOCUSABLE)
      ? invalid
      : invalid?.querySelector<HTMLElement>('[tabindex="0"], input, select, textarea, button');
    target?.focus();
  }, [attempt]);
  const focusFirstInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return [form, focusFirstInvalid];
}
