import { SHOP_NAME } from '@artshop/shared';
import { useId } from 'react';
import { Link } from '../../lib/router';

/**
 * The spec lists 'About (two variants)' without a rule for choosing (decision 0057): the
 * full page at /careers/about-us, and a short one in the footer of every page that leads to it. Both
 * open with the same line, so the two can never tell different stories. This file holds the short
 * one and that line: the footer is on every page, and must not bring the full page's text with it.
 */
const ABOUT_PATH = '/careers/about-us';
export const ABOUT_INTRO = 'Hand-painted stone art and paintings, made by Indian artists.';

/** The short variant: the footer's few lines and a link to the full page. */
export function AboutSummary() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-serif text-base font-semibold">
        About {SHOP_NAME}
      </h2>
      <p className="text-sm opacity-80">
        {ABOUT_INTRO} Every piece is painted, sealed and packed by the person who made it.
      </p>
      <Link to={ABOUT_PATH} className="w-fit text-sm font-medium underline hover:text-gold">
        Read our story
      </Link>
    </section>
  );
}
