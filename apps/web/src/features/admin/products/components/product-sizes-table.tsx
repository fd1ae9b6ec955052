import { formatINR, type ProductSize } from '@artshop/shared';
import { discountLabel } from '../product-display';

/** A weight as the courier reads it: '450 g', '1.2 kg'; none entered yet says so. */
export function weightLabel(grams: number | null): string {
  if (grams === null) return 'Not set';
  if (grams < 1000) return `${grams} g`;
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(grams / 1000)} kg`;
}

/**
 * A product's sizes as the back-office reads them (decision 0082): each size's name, price,
 * discount, selling price and weight, its own size first and marked, since the list and cards show
 * that one's price.
 */
export function ProductSizesTable({ sizes }: { sizes: readonly ProductSize[] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">Sizes</caption>
        <thead className="text-xs text-ink-soft uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Size
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Price
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Discount
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Listed price
            </th>
            <th scope="col" className="py-1 font-medium">
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size, i) => (
            <tr key={size.id} className="border-t border-stone-200">
              <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                {size.label}
                {i === 0 && <span className="ml-1 text-xs text-ink-soft">(own size)</span>}
              </th>
              <td className="py-1.5 pr-3">{formatINR(size.price)}</td>
              <td className="py-1.5 pr-3">{discountLabel(size)}</td>
              <td className="py-1.5 pr-3">{formatINR(size.discountPrice)}</td>
              <td className="py-1.5">{weightLabel(size.weightGrams)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
