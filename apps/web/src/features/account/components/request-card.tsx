import {
  commissionStageLabels,
  fillMessage,
  offerUi,
  type MyCustomArtRequest,
} from '@artshop/shared';
import { useId } from 'react';
import { formatAccountDate } from '../lib/display';
import { OfferCard } from './offer-card';
import { ProgressPhotos } from './progress-photos';
import { StageLine } from './stage-line';

const TITLE_LENGTH = 60;

/** A request's heading: the start of what the customer asked for. */
function requestTitle(description: string): string {
  const text = description.trim();
  if (!text) return 'Custom stone art';
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH).trimEnd()}…` : text;
}

/**
 * One custom art request: its stage as a step line, the customer's reference photo, the admin's
 * progress photos and the quotes made for it (accepted or declined as in the Offers tab).
 */
export function RequestCard({ request }: { request: MyCustomArtRequest }) {
  const titleId = useId();
  const title = requestTitle(request.description);
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-serif text-lg text-ink wrap-anywhere">
              {title}
            </h3>
            <p className="text-sm text-ink-soft">
              {fillMessage(offerUi.requestedOn, { date: formatAccountDate(request.createdAt) })}
            </p>
          </div>
          <span className="rounded-full bg-clay-100 px-2.5 py-0.5 text-sm font-medium text-clay-900">
            {commissionStageLabels[request.stage]}
          </span>
        </header>
        <StageLine stage={request.stage} />
        <div className="flex flex-col gap-4 sm:flex-row">
          {request.imageUrl && (
            <figure className="shrink-0">
              <img
                src={request.imageUrl}
                alt={offerUi.referencePhoto}
                loading="lazy"
                className="h-32 w-32 rounded-lg object-cover ring-1 ring-stone-200"
              />
              <figcaption className="mt-1 text-xs text-ink-soft">
                {offerUi.referencePhoto}
              </figcaption>
            </figure>
          )}
          {/* The whole text only when the heading had to cut it short. */}
          {title !== request.description.trim() && request.description.trim() && (
            <p className="min-w-0 flex-1 text-sm whitespace-pre-line text-ink wrap-anywhere">
              {request.description}
            </p>
          )}
        </div>
        <ProgressPhotos photos={request.photos} />
        {request.offers.length > 0 && (
          <section>
            <h4 className="font-semibold text-clay-900">{offerUi.requestOffers}</h4>
            <ul aria-label={offerUi.requestOffers} className="mt-2 flex flex-col gap-3">
              {request.offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} heading="h5" />
              ))}
            </ul>
          </section>
        )}
      </article>
    </li>
  );
}
