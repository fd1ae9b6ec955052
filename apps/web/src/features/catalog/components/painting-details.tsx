import {
  artistPath,
  artworkSizeOf,
  formatArtworkSize,
  offerUi,
  SHOP_NAME,
  type Product,
} from '@artshop/shared';
import { HeartButton } from '../../../components/saved/heart-button';
import { Link } from '../../../lib/router';
import { galleryImagesOf } from '../lib/product-view';
import { AvailabilityBadge } from './availability-badge';
import { InterestButton } from './interest-button';
import { PaintingPrice } from './painting-price';
import { ProductGallery } from './product-gallery';
import { ViewOnWallButton } from '../wall-view/view-on-wall-button';

/** What sits under the description: 'Interested to buy' while the painting can be bought. */
function PaintingAction({ product }: { product: Product }) {
  if (product.availability === 'sold') {
    // A sold painting stays on the site as part of the artist's portfolio, with nothing to buy.
    return <p className="text-ink-soft">{offerUi.soldLine}</p>;
  }
  if (product.availability === 'reserved') {
    return <p className="font-medium text-amber-950">{offerUi.reservedLine}</p>;
  }
  return (
    <>
      <InterestButton productId={product.id} />
      <p className="mt-3 text-sm text-ink-soft">
        Each painting is one of a kind. Tell us you are interested and we will get in touch.
      </p>
    </>
  );
}

/**
 * A painting: gallery with thumbnails, title, artist, its price (or 'Price on request', decision
 * 0089), description and 'Interested to buy', or its
 * 'Sold' / 'Reserved' badge instead of any buying action.
 */
export function PaintingDetails({ product }: { product: Product }) {
  const size = artworkSizeOf(product);
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <ProductGallery images={galleryImagesOf(product)} title={product.title} layout="below" />
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="w-fit rounded-full bg-clay-100 px-3 py-1 text-xs font-semibold tracking-wide text-clay-700 uppercase">
            Original painting
          </span>
          <AvailabilityBadge availability={product.availability} />
          <HeartButton product={product} className="ml-auto" />
        </div>
        <h1 className="font-serif text-3xl leading-tight text-ink sm:text-4xl">{product.title}</h1>
        <p className="text-lg text-ink-soft">
          By{' '}
          {product.artist && product.artistSlug ? (
            // The artist's page (decision 0108): the profile and the other works.
            <Link
              to={artistPath(product.artistSlug)}
              className="font-semibold text-clay-700 underline decoration-clay-300 underline-offset-4 hover:text-clay-900"
            >
              {product.artist}
            </Link>
          ) : (
            <span className="font-semibold text-ink">{product.artist || SHOP_NAME}</span>
          )}
        </p>
        <PaintingPrice product={product} />
        <p className="whitespace-pre-line leading-relaxed text-ink-soft">{product.description}</p>
        {(product.size || size) && (
          <p className="text-sm text-ink-soft">
            Size: {product.size || (size && formatArtworkSize(size))}
            {product.size && size && ` (${formatArtworkSize(size)})`}
          </p>
        )}
        <ViewOnWallButton product={product} />
        <div className="pt-2">
          <PaintingAction product={product} />
        </div>
      </div>
    </div>
  );
}
