import { lazy, memo, Suspense } from 'react';
import { onFirstNavigation } from '../../lib/router';

/** The id of the footer's element: the browser finds the server's footer by it. */
const SITE_FOOTER_ID = 'site-footer';

/**
 * Resolves when the footer is needed. On the server, and where the browser draws the page itself
 * (no server footer to keep), at once. Over a server-rendered page, when the shopper scrolls near
 * the footer or the app moves to another page: a move redraws the layout, and React must hydrate
 * the footer first, so its code is asked for as the move starts.
 */
function footerNeeded(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const footer = document.getElementById(SITE_FOOTER_ID);
  if (!footer || typeof IntersectionObserver === 'undefined') return Promise.resolve();
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
    observer.observe(footer);
    // Last: after a move that has already started (a tap while the page hydrated), it calls `done` at once.
    stop = onFirstNavigation(done);
  });
}

const LazyFooter = lazy(() =>
  footerNeeded()
    .then(() => import('./site-footer'))
    .then((module) => ({ default: module.SiteFooter })),
);

/**
 * The site footer, hydrated late (decision 0064): the server renders it whole, and the browser
 * keeps that HTML (its links work as plain links) until the footer's code is needed, so the first
 * view's JavaScript does not carry the footer, its newsletter form and its marks. Its subscribe
 * button is disabled until then, like every control before hydration. `memo`: a redraw of the
 * layout must not reach the footer before it has hydrated.
 */
export const DeferredFooter = memo(function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter id={SITE_FOOTER_ID} />
    </Suspense>
  );
});
