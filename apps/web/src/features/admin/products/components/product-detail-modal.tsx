import { formatINR, type AdminProduct } from '@artshop/shared';
import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { Fact } from '../../components/fact';
import { discountLabel, listedPrice, taxLabels, typeLabel } from '../product-display';
import { ProductReviewsPanel } from './product-reviews-panel';
import { ProductSizesTable } from './product-sizes-table';
import { Button } from '../../../../components/ui/button';

interface ProductDetailModalProps {
  product: AdminProduct | null;
  onClose: () => void;
  onEdit: (product: AdminProduct) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** A product's details, its images and its reviews (spec section 2 'Admin dashboard'). */
export function ProductDetailModal({ product, onClose, onEdit }: ProductDetailModalProps) {
  // While a review's delete confirmation is open, Escape and outside clicks belong to it alone.
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      open={product !== null}
      title="Product Details"
      onClose={() => {
        if (!confirming) onClose();
      }}
    >
      {product && (
        <div>
          <div className="grid grid-cols-3 gap-2">
            {product.images.map((image, i) => (
              <img
                key={image.url}
                src={image.variants[1]?.url ?? image.url}
                alt={
                  i === 0 ? `${product.title}, main image` : `${product.title}, sidebar image ${i}`
                }
                width={image.width}
                height={image.height}
                style={{ backgroundColor: product.bgColor }}
                className={`w-full rounded-lg object-cover ${i === 0 ? 'col-span-2 row-span-2 aspect-square' : 'aspect-square'}`}
              />
            ))}
          </div>
          <h3 className="mt-4 text-xl font-semibold text-ink">{product.title}</h3>
          <p className="mt-1 whitespace-pre-line text-ink-soft">{product.description}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <Fact label="Type">{typeLabel(product.type)}</Fact>
            <Fact label="Price">{formatINR(product.price)}</Fact>
            <Fact label="Discount">{discountLabel(product)}</Fact>
            <Fact label="Listed price">{listedPrice(product)}</Fact>
            <Fact label="Background">
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-4 rounded border border-clay-300"
                  style={{ backgroundColor: product.bgColor }}
                />
                {product.bgColor}
              </span>
            </Fact>
            <Fact label="Orders">{product.orderCount}</Fact>
            <Fact label="Rating">
              {product.ratingCount > 0
                ? `${product.rating} (${product.ratingCount})`
                : 'No ratings'}
            </Fact>
            <Fact label="Added">{dateFormat.format(new Date(product.createdAt))}</Fact>
            {product.artist && <Fact label="Artist">{product.artist}</Fact>}
            {product.isPremium && <Fact label="Premium">Yes</Fact>}
            <Fact label="HSN code">{taxLabels(product).hsnCode}</Fact>
            <Fact label="GST rate">{taxLabels(product).gstRate}</Fact>
          </dl>
          <ProductSizesTable sizes={product.sizes} />
          <div className="mt-4 flex justify-end">
            <Button shape="rounded" onClick={() => onEdit(product)}>
              Edit Product
            </Button>
          </div>
          <ProductReviewsPanel productId={product.id} onConfirmingChange={setConfirming} />
        </div>
      )}
    </Modal>
  );
}
