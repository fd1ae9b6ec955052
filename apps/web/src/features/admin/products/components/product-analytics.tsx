import { formatCompactINR, formatINR, type AdminProductAnalytics } from '@artshop/shared';
import { Brush, IndianRupee, Mountain, Package, Percent } from 'lucide-react';
import { StatCard } from '../../components/stat-card';

/**
 * The dashboard's figures; dashes until the first answer. Five in a row only from 1536px: beside the
 * sidebar at 1280px a fifth of the row leaves a card too narrow for even the short sales figure
 * ('₹12.3Cr'), so three to a row until then (decision 0086).
 */
export function ProductAnalytics({ analytics }: { analytics: AdminProductAnalytics | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <section
      aria-label="Product statistics"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-5"
    >
      <StatCard
        label="Total Products"
        value={value(analytics?.totalProducts)}
        icon={<Package className="h-5 w-5" />}
      />
      <StatCard
        label="Paintings"
        value={value(analytics?.paintings)}
        icon={<Brush className="h-5 w-5" />}
      />
      <StatCard
        label="Stone Art"
        value={value(analytics?.stoneArt)}
        icon={<Mountain className="h-5 w-5" />}
      />
      <StatCard
        label="Active Discounts"
        value={value(analytics?.activeDiscounts)}
        icon={<Percent className="h-5 w-5" />}
      />
      {/* Two columns on a phone; the sales figure is the widest, so it takes a whole row there. */}
      <div className="col-span-2 lg:col-span-1">
        <StatCard
          label="Total Sales"
          value={analytics ? formatCompactINR(analytics.totalSales) : '—'}
          exact={analytics ? formatINR(analytics.totalSales) : undefined}
          icon={<IndianRupee className="h-5 w-5" />}
        />
      </div>
    </section>
  );
}
