import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  cartMessages,
  effectivePrice,
  formatINR,
  type CartItem,
} from '@artshop/shared';

interface CartItemRowProps {
  item: CartItem;
  onChangeQuantity: (delta: 1 | -1) => void;
  onRemove: () => void;
}

const imageOf = (item: CartItem): string | null =>
  item.images.find((image) => image.role === 'main')?.url ?? item.mainImageUrl;

/** One cart line: image, title, size, unit price, quantity controls and removal. */
export function CartItemRow({ item, onChangeQuantity, onRemove }: CartItemRowProps) {
  const unit = effectivePrice(item);
  // The one limit of the product page and the server: '+' looks and is disabled there.
  const atMax = item.quantity >= CART_QUANTITY_MAX;
  const maxHintId = `quantity-max-${item.id}-${item.size}`.replace(/\W+/g, '-');
  const image = imageOf(item);
  return (
    <li className="flex gap-4 border-b border-gray-200 py-4" aria-label={item.title}>
      {image ? (
        <img
          src={image}
          alt={item.title}
          className="h-24 w-24 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : (
        <div className="h-24 w-24 shrink-0 rounded bg-gray-100" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="font-semibold">{item.title}</h2>
        <p className="text-sm text-gray-600">Size: {item.size}</p>
        <p>
          <span className="font-medium">{formatINR(unit)}</span>
          {unit < item.price && (
            <s className="ml-2 text-sm text-gray-500">{formatINR(item.price)}</s>
          )}
        </p>
        <div className="mt-auto flex items-center gap-3">
          <button
            type="button"
            className="h-8 w-8 rounded border disabled:opacity-40"
            aria-label={`Decrease quantity of ${item.title}`}
            disabled={item.quantity <= CART_QUANTITY_MIN}
            onClick={() => onChangeQuantity(-1)}
          >
            −
          </button>
          <span aria-label={`Quantity of ${item.title}`}>{item.quantity}</span>
          <button
            type="button"
            className="h-8 w-8 rounded border disabled:opacity-40"
            aria-label={`Increase quantity of ${item.title}`}
            disabled={atMax}
            aria-describedby={atMax ? maxHintId : undefined}
            onClick={() => onChangeQuantity(1)}
          >
            +
          </button>
          {atMax && (
            <span id={maxHintId} className="text-xs text-gray-600">
              {cartMessages.quantityMaxHint}
            </span>
          )}
          <button
            type="button"
            className="ml-auto text-sm text-red-600 hover:underline"
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
