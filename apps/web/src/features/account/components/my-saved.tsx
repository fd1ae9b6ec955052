import {
  catalogUi,
  effectivePrice,
  formatINR,
  productPath,
  savedMessages,
  shownPrice,
  type Product,
} from '@artshop/shared';
import { HeartButton } from '../../../components/saved/heart-button';
import { Link } from '../../../lib/router';
import { useGetSavedPiecesQuery } from '../../../lib/saved-pieces.api';
import { useGetConsentsQuery } from '../account.api';

/** A small picture of the piece: its smallest stored width, enough for the list. */
function thumbnailOf(product: Product): string | null {
  const main = product.images.find((image) => image.role === 'main');
  return main?.variants[0]?.url ?? main?.url ?? product.mainImageUrl;
}

function priceText(product: Product): string {
  if (product.availability === 'sold') return 'Sold';
  const price = product.priceOnRequest ? null : shownPrice(product);
  return price ? formatINR(effectivePrice(price)) : catalogUi.priceOnRequest;
}

/**
 * My Account > Saved (decision 0122): the pieces the customer saved with a heart, last saved first,
 * each opening its page, and whether the weekly alert is on ('Offers by email').
 */
export function MySaved() {
  const { data, isLoading, isError } = useGetSavedPiecesQuery();
  const { data: consents } = useGetConsentsQuery();
  const alertsOn =
    consents?.consents.some((c) => c.purpose === 'marketing_email' && c.granted) ?? false;
  const pieces = data?.products ?? [];
  return (
    <div>
      <h2 className="text-2xl font-semibold text-clay-900">{savedMessages.heading}</h2>
      <p className="mt-2 text-sm text-ink-soft">
        {alertsOn ? savedMessages.alertsOn : savedMessages.alertsOff}
      </p>
      {isLoading && <p className="mt-4 text-ink-soft">Loading...</p>}
      {isError && (
        <p role="alert" className="mt-4 text-red-700">
          {savedMessages.failed}
        </p>
      )}
      {data && pieces.length === 0 && <p className="mt-4 text-ink-soft">{savedMessages.empty}</p>}
      {pieces.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label={savedMessages.heading}>
          {pieces.map((product) => {
            const thumbnail = thumbnailOf(product);
            return (
              <li
                key={product.id}
                aria-label={product.title}
                className="flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm"
              >
                <div
                  className="h-20 w-20 shrink-0 overflow-hidden rounded-lg"
                  style={{ backgroundColor: product.bgColor }}
                >
                  {thumbnail && (
                    <img
                      src={thumbnail}
                      alt=""
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <Link
                    to={productPath(product.id)}
                    className="line-clamp-2 font-serif text-lg break-words text-ink hover:text-clay-700"
                  >
                    {product.title}
                  </Link>
                  <p className="text-sm text-ink-soft">{priceText(product)}</p>
                </div>
                <HeartButton product={product} className="shrink-0" />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
