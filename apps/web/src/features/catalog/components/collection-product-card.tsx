import type { Product } from '@artshop/shared';
import { Link } from '../../../lib/router';
import { mainImageOf } from '../lib/product-view';
import { HeartButton } from '../../../components/saved/heart-button';
import { AvailabilityBadge } from './availability-badge';
import { PriceWithDiscount } from './price-with-discount';
import { ProductImage } from './product-image';
import { RatingSummary } from './rating-summary';
import { ShareButton } from './share-button';
import { createIcon } from '../../../components/ui/icons';

// lucide's crown (ISC, see components/ui/icons.tsx): the card's badge, drawn only on collections.
const Crown = createIcon(
  'M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294zM5 21h14',
);

/** Its slot: two cards a row (gap-3 on a phone, gap-6 from sm), three from lg, in the max-w-7xl page. */
const COLLECTION_CARD_SIZES =
  '(min-width: 1280px) 389px, (min-width: 1024px) calc(33vw - 37px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 22px)';

interface CollectionProductCardProps {
  product: Product;
  /** Stone art cards show the reviews' average and count, or 'No reviews yet' (decision 0077). */
  showRating: boolean;
  /** The first card: its image is the collection page's largest paint (see ProductImage). */
  priority?: boolean;
}

/**
 * A collection grid card. The share button sits beside the link, not inside it, because a button
 * nested in a link is invalid and would also navigate.
 */
export function CollectionProductCard({
  product,
  showRating,
  priority,
}: CollectionProductCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md">
      <Link
        to={`/productoverview/${product.id}`}
        state={{ product }}
        className="flex flex-1 flex-col rounded-2xl"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-sand">
          <ProductImage
            image={mainImageOf(product)}
            alt={product.title}
            sizes={COLLECTION_CARD_SIZES}
            priority={priority}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
          {product.isPremium && (
            <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-gold px-2.5 py-1 text-xs font-semibold text-clay-900 shadow">
              <Crown aria-hidden="true" className="h-3.5 w-3.5" />
              Premium
            </span>
          )}
          <AvailabilityBadge
            availability={product.availability}
            className="absolute bottom-3 left-3"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          {/* Two lines at most, so the cards of a phone's two columns stay even (decision 0089). */}
          <h2 className="line-clamp-2 font-serif text-base leading-snug break-words text-ink sm:text-lg">
            {product.title}
          </h2>
          <p className="hidden text-sm text-ink-soft sm:line-clamp-2">{product.description}</p>
          {showRating && <RatingSummary product={product} variant="card" />}
          <div className="mt-auto flex flex-wrap items-baseline gap-x-2 gap-y-1 pt-2">
            <PriceWithDiscount item={product} look="card" />
          </div>
        </div>
      </Link>
      {/* On a phone's two columns the buttons stand one above the other: side by side they would
          cover the Premium badge's word. */}
      <HeartButton product={product} className="absolute top-3 right-3 sm:right-14" />
      <ShareButton className="absolute top-14 right-3 sm:top-3" />
    </article>
  );
}
