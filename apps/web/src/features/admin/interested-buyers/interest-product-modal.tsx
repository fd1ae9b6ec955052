import { adminInterestMessages, formatINR, type InterestedBuyerProduct } from '@artshop/shared';
import { ImageOff } from 'lucide-react';
import { Modal } from '../../../components/ui/modal';
import { Fact } from '../components/fact';
import { productTypeLabel } from './interested-buyers-search';

interface InterestProductModalProps {
  product: InterestedBuyerProduct | null;
  onClose: () => void;
}

/**
 * 'Product Details' (spec section 2 'Admin interested buyers'): image, title, type, price, the
 * discount price with its percentage when discounted, order count and description.
 */
export function InterestProductModal({ product, onClose }: InterestProductModalProps) {
  return (
    <Modal open={product !== null} title={adminInterestMessages.productDetails} onClose={onClose}>
      {product && (
        <div>
          {product.mainImageUrl ? (
            <img
              src={product.mainImageUrl}
              alt={product.title}
              className="aspect-video w-full rounded-lg bg-clay-100 object-contain"
            />
          ) : (
            <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-clay-100 text-ink-soft">
              <ImageOff aria-hidden="true" className="h-8 w-8" />
              <span className="sr-only">No image</span>
            </div>
          )}
          <h3 className="mt-4 text-xl font-semibold text-ink">{product.title}</h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <Fact label="Type">{productTypeLabel(product.type)}</Fact>
            <Fact label="Price">
              {product.discount ? (
                <s className="text-ink-soft">{formatINR(product.price)}</s>
              ) : (
                formatINR(product.price)
              )}
            </Fact>
            {product.discount && (
              <Fact label="Discount Price">
                {formatINR(product.discountPrice)}{' '}
                <span className="font-semibold text-green-800">
                  ({product.discountPercentage}% off)
                </span>
              </Fact>
            )}
            <Fact label="Orders">{product.orderCount}</Fact>
          </dl>
          <div className="mt-4">
            <p className="text-xs tracking-wide text-ink-soft uppercase">Description</p>
            <p className="mt-1 whitespace-pre-line text-ink">{product.description}</p>
          </div>
        </div>
      )}
    </Modal>
  );
}
