import './index.css';

/**
 * The browser's entry: the stylesheet, and the app once the page has loaded and painted. The server has drawn
 * the page already; starting the code that hydrates it after the `load` event keeps the network for
 * what the first view shows (its stylesheet and largest image) on a slow phone connection. Links work
 * as plain links until then, and buttons say they are not ready yet (useHydrated).
 */
function start(): void {
  // After the next frame has painted (a task queued from the frame's callback runs after it): a
  // small page can finish loading before its first paint, and the code must not go ahead of that.
  requestAnimationFrame(() => {
    setTimeout(() => void import('./app/start-client'), 0);
  });
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
