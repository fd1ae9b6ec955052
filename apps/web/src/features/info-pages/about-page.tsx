import { SHOP_NAME } from '@artshop/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { InfoPage } from './info-page';

/**
 * The spec lists 'About (two variants)' without a rule for choosing (docs/decisions, issue 19): the
 * full page at /careers/about-us, and a short one in the footer of every page that leads to it. Both
 * open with the same line, so the two can never tell different stories.
 */
export const ABOUT_PATH = '/careers/about-us';
const ABOUT_INTRO = 'Hand-painted stone art and paintings, made by Indian artists.';

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

/** The full variant: the About page. */
export function AboutPage() {
  return (
    <InfoPage title="About us" intro={ABOUT_INTRO}>
      <p>
        {SHOP_NAME} began with a river stone and a fine brush. What started as gifts for friends
        became a small studio where artists from across India paint portraits, landscapes and
        keepsakes onto smooth natural stones, and create original paintings on canvas.
      </p>
      <h2>What we make</h2>
      <ul>
        <li>
          Stone art: every stone is chosen by hand and painted with weather-resistant colours.
        </li>
        <li>Paintings: original works by the artists we work with, each one of a kind.</li>
        <li>
          Custom pieces: portraits of couples, families and pets, or a memory you want to keep.
        </li>
      </ul>
      <h2>Why people choose us</h2>
      <p>
        Each piece is painted, sealed and packed by the person who made it. We ship across India and
        we answer every message ourselves. If you have something in mind, tell us about it on the{' '}
        <a
          href="/customarts"
          target="_blank"
          rel="noopener"
          className="font-medium text-clay-700 underline"
        >
          custom art page
        </a>{' '}
        or{' '}
        <Link to="/careers/contact-us" className="font-medium text-clay-700 underline">
          write to us
        </Link>
        .
      </p>
    </InfoPage>
  );
}
