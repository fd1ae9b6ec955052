import {
  fillMessage,
  formatINR,
  isOfferPayable,
  offerMessages,
  offerStatusAt,
  offerUi,
  type Offer,
  type OfferStatus,
} from '@artshop/shared';
import { Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { formatIndiaDateTime } from '../../../lib/dates';
import { Button } from '../../../components/ui/button';
import { formatCountdown } from '../lib/countdown';
import { useNow } from '../lib/use-now';
import { DeclineOfferDialog } from './decline-offer-dialog';
import { OfferStatusBadge } from './offer-status-badge';

const linkClass = 'font-medium text-clay-700 underline-offset-2 hover:underline';

/** Why an offer can no longer be paid, or what happens next, in the shop's words. */
function StatusLine({ offer, status }: { offer: Offer; status: OfferStatus }) {
  switch (status) {
    case 'accepted':
      return <p className="text-sm text-amber-900">{offerUi.payment}</p>;
    case 'paid':
      return (
        <p className="text-sm text-ink">
          {offerMessages.offerPaid}{' '}
          <Link to="/my-account?tab=orders" className={linkClass}>
            {offerUi.viewOrders}
          </Link>
        </p>
      );
    case 'declined':
      return <p className="text-sm text-ink-soft">{offerMessages.offerDeclined}</p>;
    case 'withdrawn':
      return (
        <p className="text-sm text-ink-soft">
          {offer.withdrawnReason ?? offerMessages.offerWithdrawnByShop}
        </p>
      );
    case 'expired':
      return <p className="text-sm text-ink-soft">{offerMessages.offerLapsed}</p>;
    default:
      return null;
  }
}

interface OfferCardProps {
  offer: Offer;
  /** The title's level: 'h3' in the Offers tab, 'h5' under a request's 'Quotes' heading. */
  heading?: 'h3' | 'h5';
}

/**
 * One offer: the piece, its price and delivery, the shop's note, and until when it holds (with a
 * live countdown while it can be paid); 'Accept and pay' opens the offer's checkout.
 */
export function OfferCard({ offer, heading: Heading = 'h3' }: OfferCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState(false);
  const waiting = offer.status === 'open' || offer.status === 'accepted';
  // Ticks while the offer can still be paid: the countdown, then the lapse at expiresAt.
  const now = useNow(waiting ? Date.parse(offer.expiresAt) : null);
  const status = offerStatusAt(offer, now);
  const live = isOfferPayable(offer, now);

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:flex-row"
      >
        {offer.imageUrl ? (
          <img
            src={offer.imageUrl}
            alt=""
            loading="lazy"
            className="h-24 w-24 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <div className="h-24 w-24 shrink-0 rounded-lg bg-clay-100" aria-hidden="true" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Heading id={titleId} className="font-serif text-lg text-ink wrap-anywhere">
              {offer.productId ? (
                <Link to={`/productoverview/${offer.productId}`} className="hover:underline">
                  {offer.title}
                </Link>
              ) : (
                offer.title
              )}
            </Heading>
            <OfferStatusBadge status={status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
            <dt className="text-ink-soft">{offerUi.price}</dt>
            <dd className="font-semibold text-ink">{formatINR(offer.price)}</dd>
            <dt className="text-ink-soft">{offerUi.delivery}</dt>
            <dd className="text-ink">{formatINR(offer.deliveryFee)}</dd>
            {/* Until when it could be accepted: nothing to say once it is paid, declined or withdrawn. */}
            {(live || status === 'expired') && (
              <>
                <dt className="text-ink-soft">{offerMessages.validUntil}</dt>
                <dd className="text-ink">
                  <time dateTime={offer.expiresAt}>{formatIndiaDateTime(offer.expiresAt)} IST</time>
                </dd>
              </>
            )}
          </dl>
          {live && (
            <p className="flex items-center gap-1.5 text-sm font-medium text-clay-900">
              <Clock aria-hidden="true" className="h-4 w-4" />
              <span data-testid="offer-countdown">
                {fillMessage(offerUi.timeLeft, {
                  time: formatCountdown(new Date(offer.expiresAt).getTime() - now.getTime()),
                })}
              </span>
            </p>
          )}
          {offer.note && (
            <p className="rounded-lg bg-sand/60 px-3 py-2 text-sm whitespace-pre-line text-ink wrap-anywhere">
              {offer.note}
            </p>
          )}
          <StatusLine offer={offer} status={status} />
          {live && (
            <div className="mt-1 flex flex-wrap gap-3">
              <Button onClick={() => void navigate(`/checkout/offer/${offer.id}`)}>
                {offerMessages.accept}
              </Button>
              <Button variant="danger-outline" onClick={() => setDeclining(true)}>
                {offerMessages.decline}
              </Button>
            </div>
          )}
        </div>
      </article>
      {declining && <DeclineOfferDialog offer={offer} onClose={() => setDeclining(false)} />}
    </li>
  );
}
