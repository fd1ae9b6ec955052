import { formatINR, type Product } from '@artshop/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AdminCardList, AdminTable, AdminTableRow } from '../../components/admin-table';
import { discountLabel, listedPrice, typeLabel } from '../product-display';
import { ProductThumb } from './product-thumb';

export interface ProductActions {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function ActionButtons({
  product,
  onView,
  onEdit,
  onDelete,
}: ProductActions & { product: Product }) {
  const button = 'rounded-lg p-2 hover:bg-clay-100';
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onView(product)}
        aria-label={`View ${product.title}`}
        className={`${button} text-clay-700`}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={() => onEdit(product)}
        aria-label={`Edit ${product.title}`}
        className={`${button} text-clay-700`}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={() => onDelete(product)}
        aria-label={`Delete ${product.title}`}
        className={`${button} text-red-700 hover:bg-red-50`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

function Price({ product }: { product: Product }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-ink">{listedPrice(product)}</span>
      {product.discountPercentage > 0 && (
        <s className="ml-2 text-xs text-ink-soft">{formatINR(product.price)}</s>
      )}
    </span>
  );
}

function DiscountBadge({ product }: { product: Product }) {
  return product.discountPercentage > 0 ? (
    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      {discountLabel(product)}
    </span>
  ) : (
    <span className="text-ink-soft">{discountLabel(product)}</span>
  );
}

const COLUMNS = ['Image', 'Title', 'Type', 'Price', 'Discount', 'Actions'];

/** The dashboard's products: a table on wide screens, cards on phones (spec section 2). */
export function ProductTable({ products, ...actions }: ProductActions & { products: Product[] }) {
  return (
    <>
      <AdminTable columns={COLUMNS}>
        {products.map((product) => (
          <AdminTableRow key={product.id}>
            <td className="px-4 py-3">
              <ProductThumb product={product} />
            </td>
            <td className="max-w-xs px-4 py-3 font-medium text-ink">{product.title}</td>
            <td className="px-4 py-3 text-ink">{typeLabel(product.type)}</td>
            <td className="px-4 py-3">
              <Price product={product} />
            </td>
            <td className="px-4 py-3">
              <DiscountBadge product={product} />
            </td>
            <td className="px-4 py-3">
              <ActionButtons product={product} {...actions} />
            </td>
          </AdminTableRow>
        ))}
      </AdminTable>

      <AdminCardList label="Products">
        {products.map((product) => (
          <li key={product.id} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
            <ProductThumb product={product} size={64} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{product.title}</p>
              <p className="text-sm text-ink-soft">{typeLabel(product.type)}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <Price product={product} />
                <DiscountBadge product={product} />
              </div>
              <div className="mt-2">
                <ActionButtons product={product} {...actions} />
              </div>
            </div>
          </li>
        ))}
      </AdminCardList>
    </>
  );
}
