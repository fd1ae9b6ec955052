import { lazy, memo, Suspense } from 'react';
import { whenNeeded } from '../../lib/when-needed';

/** The id of the footer's element: the browser finds the server's footer by it. */
const SITE_FOOTER_ID = 'site-footer';

const LazyFooter = lazy(() =>
  whenNeeded(SITE_FOOTER_ID)
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
