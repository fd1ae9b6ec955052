import { SHOP_NAME } from '@artshop/shared';
import { Link } from '../../lib/router';
import { ABOUT_INTRO } from './about-summary';
import { InfoPage } from './info-page';

/** The full variant: the About page, under the same opening line as the footer's AboutSummary. */
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
