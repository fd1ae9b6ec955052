import type { InterestedBuyerProduct } from '@artshop/shared';
import { formatBuyerDate, type ShownInterest } from './interested-buyers-search';

interface InterestedBuyersListProps {
  entries: readonly ShownInterest[];
  onOpenProduct: (product: InterestedBuyerProduct) => void;
}

function ProductButton({
  entry,
  onOpenProduct,
}: {
  entry: ShownInterest;
  onOpenProduct: InterestedBuyersListProps['onOpenProduct'];
}) {
  return (
    <button
      type="button"
      onClick={() => onOpenProduct(entry.product)}
      className="text-left font-medium text-clay-700 underline decoration-clay-300 underline-offset-2 hover:text-clay-900"
    >
      {entry.product.title}
    </button>
  );
}

const th = 'px-4 py-3 font-medium';

/**
 * The buyers as a table (Name, Email, Product, Date) on wide screens and as cards on phones. Both
 * are in the page and CSS shows one, so role queries only ever see the visible one.
 */
export function InterestedBuyersList({ entries, onOpenProduct }: InterestedBuyersListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-clay-100 bg-clay-100/50 text-ink-soft">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Email
              </th>
              <th scope="col" className={th}>
                Product
              </th>
              <th scope="col" className={th}>
                Date
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-clay-100 last:border-0">
                <td className="px-4 py-3 font-medium text-ink">{entry.user.username}</td>
                <td className="px-4 py-3 wrap-anywhere text-ink">{entry.user.email}</td>
                <td className="px-4 py-3">
                  <ProductButton entry={entry} onOpenProduct={onOpenProduct} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">
                  {formatBuyerDate(entry.user.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Interested buyers" className="space-y-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold wrap-anywhere text-ink">{entry.user.username}</p>
              <p className="text-xs whitespace-nowrap text-ink-soft">
                {formatBuyerDate(entry.user.createdAt)}
              </p>
            </div>
            <p className="text-sm wrap-anywhere text-ink-soft">{entry.user.email}</p>
            <div className="mt-2 text-sm">
              <ProductButton entry={entry} onOpenProduct={onOpenProduct} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
