import { useCallback, useRef } from 'react';

/**
 * Runs the tasks given for one key one after another (spec section 4, 'Cart quantity'): a second
 * click on the same line waits for the first request's answer. Different keys run independently.
 */
export function useLineQueue() {
  const tails = useRef(new Map<string, Promise<void>>());

  return useCallback((key: string, task: () => Promise<void>): Promise<void> => {
    const previous = tails.current.get(key) ?? Promise.resolve();
    const next = previous.then(task);
    const tail = next.catch(() => undefined);
    tails.current.set(key, tail);
    void tail.then(() => {
      if (tails.current.get(key) === tail) tails.current.delete(key);
    });
    return next;
  }, []);
}
