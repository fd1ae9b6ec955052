import { formatINR, offerAdminUi, type AdminProduct } from '@artshop/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AdminCardList, AdminTable, AdminTableRow } from '../../components/admin-table';
import { discountLabel, listedPrice, typeLabel } from '../product-display';
import { AvailabilityBadges } from './availability-badge';
import { PriceOnRequestToggle } from './price-on-request-toggle';
import { ProductThumb } from './product-thumb';
import { Button } from '../../../../components/ui/button';

export interface ProductActions {
  onView: (product: AdminProduct) => void;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** Hides the product from the shop, or shows it again (decision 0052). */
  onToggleHidden: (product: AdminProduct) => void;
  /** The id of the product whose visibility is changing, if any. */
  busyId?: string | null;
}

function ActionButtons({
  product,
  onView,
  onEdit,
  onDelete,
  onToggleHidden,
  busyId,
}: ProductActions & { product: AdminProduct }) {
  const verb = product.hidden ? offerAdminUi.show : offerAdminUi.hide;
  const actions = [
    { verb: 'View', Icon: Eye, onClick: onView, variant: 'ghost' },
    { verb: 'Edit', Icon: Pencil, onClick: onEdit, variant: 'ghost' },
    { verb: 'Delete', Icon: Trash2, onClick: onDelete, variant: 'danger-ghost' },
  ] as const;
  return (
    <div className="flex items-center gap-1">
      {actions.map(({ verb, Icon, onClick, variant }) => (
        <Button
          key={verb}
          variant={variant}
          size="icon"
          shape="rounded"
          onClick={() => onClick(product)}
          aria-label={`${verb} ${product.title}`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        shape="rounded"
        disabled={busyId === product.id}
        onClick={() => onToggleHidden(product)}
        aria-label={`${verb} ${product.title}`}
      >
        {verb}
      </Button>
      <PriceOnRequestToggle product={product} />
    </div>
  );
}

function Price({ product }: { product: AdminProduct }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-ink">{listedPrice(product)}</span>
      {product.discountPercentage > 0 && (
        <s className="ml-2 text-xs text-ink-soft">{formatINR(product.price)}</s>
      )}
    </span>
  );
}

function DiscountBadge({ product }: { product: AdminProduct }) {
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
export function ProductTable({
  products,
  ...actions
}: ProductActions & { products: AdminProduct[] }) {
  return (
    <>
      <AdminTable columns={COLUMNS}>
        {products.map((product) => (
          <AdminTableRow key={product.id}>
            <td className="px-4 py-3">
              <ProductThumb product={product} />
            </td>
            <td className="max-w-xs px-4 py-3">
              <span className="block font-medium text-ink">{product.title}</span>
              <AvailabilityBadges product={product} />
            </td>
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
              <AvailabilityBadges product={product} />
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
