import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  QUANTITY_MAX_HINT,
  effectivePrice,
  formatINR,
  hasDiscount,
  shownPrice,
  catalogUi,
  type Product,
} from '@artshop/shared';
import { useState } from 'react';
import { HeartButton } from '../../../components/saved/heart-button';
import { createIcon } from '../../../components/ui/icons';
import { formatPercent, galleryImagesOf } from '../lib/product-view';
import { sizeOptionText, sizesOfProduct } from '../lib/product-sizes';
import { AddToCartButton, type AddToCartState } from './add-to-cart-button';
import { DeliveryCheck } from './delivery-check';
import { ProductGallery } from './product-gallery';
import { RatingSummary } from './rating-summary';
import { useHydrated } from '../../../lib/use-hydrated';

// Icons only these details draw, so they load with them (lucide's drawings, ISC: see ui/icons.tsx).
const Minus = createIcon('M5 12h14');
const Plus = createIcon('M5 12h14M12 5v14');
const ShieldCheck = createIcon(
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
);
const Truck = createIcon(
  'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14M15 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M5 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
);
const Paintbrush = createIcon(
  'M14.622 17.897l-10.68-2.913M18.376 2.622a1 1 0 1 1 3.002 3.002L17.36 9.643a.5.5 0 0 0 0 .707l.944.944a2.41 2.41 0 0 1 0 3.408l-.944.944a.5.5 0 0 1-.707 0L8.354 7.348a.5.5 0 0 1 0-.707l.944-.944a2.41 2.41 0 0 1 3.408 0l.944.944a.5.5 0 0 0 .707 0zM9 8c-1.804 2.71-3.97 3.46-6.583 3.948a.507.507 0 0 0-.302.819l7.32 8.883a1 1 0 0 0 1.185.204C12.735 20.405 16 16.792 16 15',
);

/**
 * Stone art (and any non-painting): gallery, price, size, quantity and add-to-cart. The sizes are
 * the product's own, its own size preselected, and the price shown is the chosen size's (decision
 * 0082), where the spec offered four sizes at one price with 5 x 3 chosen.
 */
export function StoneArtDetails({ product }: { product: Product }) {
  const sizes = sizesOfProduct(product);
  // Held by name: a visitor's choice kept across sign-in comes back by name (decision 0080).
  const [size, setSize] = useState<string>(sizes[0]!.label);
  const chosen = sizes.find((option) => option.label === size) ?? sizes[0]!;
  const [quantity, setQuantity] = useState(1);
  const [cartState, setCartState] = useState<AddToCartState>('add');
  const hydrated = useHydrated();
  // Stone art always has its price; a size without one says 'Price on request' (decision 0089).
  const price = shownPrice(chosen);
  const discounted = price !== null && hasDiscount(price);

  // A changed choice is a different cart line, so 'Go to Cart' turns back into 'Add to Cart'.
  const choose = (change: () => void) => {
    change();
    if (cartState === 'view') setCartState('add');
  };

  return (
    <div className="grid gap-10 md:grid-cols-2">
      <ProductGallery images={galleryImagesOf(product)} title={product.title} layout="side" />
      <div className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-3">
          <h1 className="font-serif text-3xl leading-tight text-ink sm:text-4xl">
            {product.title}
          </h1>
          <HeartButton product={product} className="mt-1 shrink-0" />
        </div>
        {/* The reviews' average and count (decision 0077), where the spec's page showed a fixed 4.5/5. */}
        <RatingSummary product={product} variant="page" />
        <div className="flex flex-wrap items-baseline gap-3">
          <span className="text-3xl font-semibold text-ink" data-testid="product-price">
            {price ? formatINR(effectivePrice(price)) : catalogUi.priceOnRequest}
          </span>
          {price && discounted && (
            <>
              <s
                className="text-lg text-stone-600"
                aria-label={`Original price ${formatINR(price.price)}`}
              >
                {formatINR(price.price)}
              </s>
              <span className="rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800">
                {formatPercent(chosen.discountPercentage)}% OFF
              </span>
            </>
          )}
        </div>
        <p className="whitespace-pre-line leading-relaxed text-ink-soft">{product.description}</p>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="product-size" className="mb-1.5 block text-sm font-medium text-ink">
              Size
            </label>
            <select
              disabled={!hydrated}
              id="product-size"
              value={chosen.label}
              onChange={(event) => choose(() => setSize(event.target.value))}
              className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-ink focus:border-clay-500 focus:ring-2 focus:ring-clay-300 focus:outline-none"
            >
              {sizes.map((option) => (
                <option key={option.id} value={option.label}>
                  {sizeOptionText(option)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <span id="quantity-label" className="mb-1.5 block text-sm font-medium text-ink">
              Quantity
            </span>
            <div
              role="group"
              aria-labelledby="quantity-label"
              className="inline-flex items-center rounded-lg border border-stone-300 bg-white"
            >
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={!hydrated || quantity <= CART_QUANTITY_MIN}
                onClick={() => choose(() => setQuantity((q) => Math.max(CART_QUANTITY_MIN, q - 1)))}
                className="p-2.5 text-ink hover:bg-stone-100 disabled:opacity-40"
              >
                <Minus aria-hidden="true" className="h-4 w-4" />
              </button>
              <output aria-live="polite" className="w-10 text-center font-semibold">
                {quantity}
              </output>
              <button
                type="button"
                aria-label="Increase quantity"
                // The cart's one limit: the server refuses more, so '+' stops there.
                disabled={!hydrated || quantity >= CART_QUANTITY_MAX}
                aria-describedby={quantity >= CART_QUANTITY_MAX ? 'quantity-max' : undefined}
                onClick={() => choose(() => setQuantity((q) => Math.min(CART_QUANTITY_MAX, q + 1)))}
                className="p-2.5 text-ink hover:bg-stone-100 disabled:opacity-40"
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
            {quantity >= CART_QUANTITY_MAX && (
              <p id="quantity-max" className="mt-1 text-xs text-ink-soft">
                {QUANTITY_MAX_HINT}
              </p>
            )}
          </div>
        </div>

        <div className="pt-2">
          <AddToCartButton
            item={{ productId: product.id, quantity, size: chosen.label, sizeId: chosen.id }}
            state={cartState}
            onStateChange={setCartState}
            onResume={(line) => {
              setSize(line.size);
              setQuantity(line.quantity);
            }}
          />
        </div>
        <DeliveryCheck />
        <ul className="grid gap-3 border-t border-stone-200 pt-5 text-sm text-ink-soft sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <Paintbrush aria-hidden="true" className="h-4 w-4 text-clay-600" /> Painted by hand
          </li>
          <li className="flex items-center gap-2">
            <Truck aria-hidden="true" className="h-4 w-4 text-clay-600" /> Ships across India
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 text-clay-600" /> Secure payment
          </li>
        </ul>
      </div>
    </div>
  );
}
