import { adminInterestMessages, offerAdminUi, type InterestedBuyerProduct } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { formatIndiaDate } from '../../../lib/dates';
import { AdminCardList, AdminTable, AdminTableRow } from '../components/admin-table';
import type { ShownInterest } from './interested-buyers-search';

interface InterestedBuyersListProps {
  entries: readonly ShownInterest[];
  onOpenProduct: (product: InterestedBuyerProduct) => void;
  onMakeOffer: (entry: ShownInterest) => void;
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

/**
 * Offers are made for paintings only: stone art is bought from the cart (decision 0052). Once an
 * offer is live or the painting is sold, the row says so instead of offering again (decision 0086).
 */
function MakeOfferButton({
  entry,
  onMakeOffer,
}: {
  entry: ShownInterest;
  onMakeOffer: InterestedBuyersListProps['onMakeOffer'];
}) {
  if (entry.product.type !== 'painting') return null;
  if (entry.status !== 'open') {
    return (
      <span className="inline-block rounded-full bg-clay-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-clay-900">
        {entry.status === 'sold' ? adminInterestMessages.sold : adminInterestMessages.offerSent}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      shape="rounded"
      onClick={() => onMakeOffer(entry)}
      // Not the title: the product button of the same row is named by it.
      aria-label={`${offerAdminUi.makeOffer} to ${entry.user.username}`}
      className="whitespace-nowrap"
    >
      {offerAdminUi.makeOffer}
    </Button>
  );
}

const COLUMNS = [
  'Name',
  'Email',
  'Product',
  'Date',
  { label: <span className="sr-only">Actions</span> },
];

/**
 * The buyers as a table (Name, Email, Product, Date, and 'Make offer' for a painting) on wide
 * screens and as cards on phones.
 */
export function InterestedBuyersList({
  entries,
  onOpenProduct,
  onMakeOffer,
}: InterestedBuyersListProps) {
  return (
    <>
      <AdminTable columns={COLUMNS}>
        {entries.map((entry) => (
          <AdminTableRow key={entry.id}>
            <td className="px-4 py-3 font-medium text-ink">{entry.user.username}</td>
            <td className="px-4 py-3 wrap-anywhere text-ink">{entry.user.email}</td>
            <td className="px-4 py-3">
              <ProductButton entry={entry} onOpenProduct={onOpenProduct} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-ink">
              {formatIndiaDate(entry.user.createdAt)}
            </td>
            <td className="px-4 py-3">
              <MakeOfferButton entry={entry} onMakeOffer={onMakeOffer} />
            </td>
          </AdminTableRow>
        ))}
      </AdminTable>

      <AdminCardList label="Interested buyers">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold wrap-anywhere text-ink">{entry.user.username}</p>
              <p className="text-xs whitespace-nowrap text-ink-soft">
                {formatIndiaDate(entry.user.createdAt)}
              </p>
            </div>
            <p className="text-sm wrap-anywhere text-ink-soft">{entry.user.email}</p>
            <div className="mt-2 flex items-center justify-between gap-3 text-sm">
              <ProductButton entry={entry} onOpenProduct={onOpenProduct} />
              <MakeOfferButton entry={entry} onMakeOffer={onMakeOffer} />
            </div>
          </li>
        ))}
      </AdminCardList>
    </>
  );
}
