import { SHOP_NAME, type Product } from '@artshop/shared';
import { galleryImagesOf } from '../lib/product-view';
import { InterestButton } from './interest-button';
import { ProductGallery } from './product-gallery';

/** A painting: gallery with thumbnails, title, artist, description and 'Interested to buy'. */
export function PaintingDetails({ product }: { product: Product }) {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <ProductGallery images={galleryImagesOf(product)} title={product.title} layout="below" />
      <div className="flex flex-col gap-5">
        <span className="w-fit rounded-full bg-clay-100 px-3 py-1 text-xs font-semibold tracking-wide text-clay-700 uppercase">
          Original painting
        </span>
        <h1 className="font-serif text-3xl leading-tight text-ink sm:text-4xl">{product.title}</h1>
        <p className="text-lg text-ink-soft">
          By <span className="font-semibold text-ink">{product.artist || SHOP_NAME}</span>
        </p>
        <p className="whitespace-pre-line leading-relaxed text-ink-soft">{product.description}</p>
        {product.size && <p className="text-sm text-ink-soft">Size: {product.size}</p>}
        <div className="pt-2">
          <InterestButton productId={product.id} />
          <p className="mt-3 text-sm text-ink-soft">
            Each painting is one of a kind. Tell us you are interested and we will get in touch.
          </p>
        </div>
      </div>
    </div>
  );
}
