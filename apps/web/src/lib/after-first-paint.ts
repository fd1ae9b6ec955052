/** Longest wait for the first paint: a tab opened in the background paints only when it is shown. */
export const PAINT_WAIT_MAX_MS = 3_000;

/**
 * Calls `then` once, in a task of its own, after the browser has shown the page's first contentful
 * paint (its Paint Timing entry is queued after the frame is presented, unlike a frame callback,
 * which runs before it), or after PAINT_WAIT_MAX_MS if none comes.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(then, 0);
  };
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    // No Paint Timing: a task queued from the next frame's callback runs after that frame.
    requestAnimationFrame(once);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  // `buffered` also reports a paint that happened before the observer was made.
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_MAX_MS);
}

/**
 * Starts the app (`run`) when the page has something on screen: after the first paint when the
 * server drew `root`, at once when it is the bare shell of a personal page, which has nothing to
 * paint until the app draws it.
 */
export function startWhenShown(root: HTMLElement | null, run: () => void): void {
  if (root && root.childElementCount > 0) afterFirstPaint(run);
  else run();
}
