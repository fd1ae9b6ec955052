import {
  catalogUi,
  effectivePrice,
  formatINR,
  hasDiscount,
  shownPrice,
  type Product,
} from '@artshop/shared';
import { Link } from '../../../lib/router';
import { formatPercent, mainImageOf, typeLabel } from '../lib/product-view';
import { HeartButton } from '../../../components/saved/heart-button';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';
import { RatingSummary } from './rating-summary';

const DEFAULT_BG = '#f3f4f6';
/** Its slot: two cards a row (four from lg) in the max-w-7xl page, less the card's 20 px padding. */
const HOME_CARD_SIZES =
  '(min-width: 1280px) 246px, (min-width: 1024px) calc(25vw - 74px), (min-width: 640px) calc(50vw - 76px), calc(50vw - 64px)';

/**
 * A Home (New Arrivals / Top Sellers) and 'You might also like' card: image on the product's own
 * colour, tag, the reviews' average and count or 'No reviews yet' (decision 0077; the spec's card
 * showed 4.8 for a product nobody rated), price.
 */
export function HomeProductCard({ product }: { product: Product }) {
  // 'Price on request' (decision 0089): the public answer carries no price to show.
  const price = product.priceOnRequest ? null : shownPrice(product);
  const discounted = price !== null && hasDiscount(price);
  return (
    // The heart sits beside the link, not in it: a button inside a link is not allowed.
    <div className="relative">
      <Link
        to={`/productoverview/${product.id}`}
        state={{ product }}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md"
      >
        <div
          className="relative flex aspect-square items-center justify-center p-5"
          style={{ backgroundColor: product.bgColor || DEFAULT_BG }}
        >
          <ProductImage
            image={mainImageOf(product)}
            alt={product.title}
            sizes={HOME_CARD_SIZES}
            className="h-full w-full rounded-lg object-contain drop-shadow-md transition duration-300 group-hover:scale-105"
          />
          {discounted && (
            <span className="absolute top-3 right-3 rounded-full bg-clay-600 px-2 py-0.5 text-xs font-semibold text-white">
              -{formatPercent(product.discountPercentage)}%
            </span>
          )}
          <AvailabilityBadge
            availability={product.availability}
            className="absolute bottom-3 left-3"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <span className="w-fit rounded-full bg-clay-100 px-2.5 py-0.5 text-xs font-medium text-clay-700">
            {typeLabel(product.type)}
          </span>
          <h3 className="line-clamp-1 font-serif text-lg text-ink">{product.title}</h3>
          <RatingSummary product={product} variant="card" />
          <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-semibold text-ink">
              {price ? formatINR(effectivePrice(price)) : catalogUi.priceOnRequest}
            </span>
            {discounted && (
              <s
                className="text-sm text-stone-600"
                aria-label={`Original price ${formatINR(price.price)}`}
              >
                {formatINR(price.price)}
              </s>
            )}
          </div>
        </div>
      </Link>
      <HeartButton product={product} className="absolute top-3 left-3" />
    </div>
  );
}
