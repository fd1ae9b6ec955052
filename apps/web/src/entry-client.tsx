import './index.css';
import { startWhenShown } from './lib/after-first-paint';

/**
 * The browser's entry: the stylesheet, and the app once the page has loaded and painted. The server has drawn
 * the page already; starting the code that hydrates it after the `load` event and the first paint
 * keeps the network and the main thread for what the first view shows (its stylesheet and largest
 * image) on a slow phone connection (decision 0065). Links work as plain links until then, and
 * buttons say they are not ready yet (useHydrated).
 */
function start(): void {
  startWhenShown(document.getElementById('root'), () => void import('./app/start-client'));
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
