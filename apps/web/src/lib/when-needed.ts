import { onFirstNavigation } from './router';

/**
 * Resolves when a part of a server-rendered page hydrated late (decision 0064) needs its code: at
 * once on the server, and where the browser draws the page itself (no server element by that id
 * to keep); over a server-rendered page, when the shopper scrolls near the element or the app
 * moves to another page. A move redraws the page, and React must hydrate the part first, so its
 * code is asked for as the move starts.
 */
export function whenNeeded(elementId: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById(elementId);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let stop = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '600px 0px' },
    );
    function done() {
      observer.disconnect();
      stop();
      resolve();
    }
    observer.observe(element);
    // Last: after a move that has already started (a tap while the page hydrated), it calls `done` at once.
    stop = onFirstNavigation(done);
  });
}
