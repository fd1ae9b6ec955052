import { ADMIN_ORDER_PAGE_DEFAULT, adminOrderMessages } from '@artshop/shared';
import { CheckCircle, Clock, ShoppingBag, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PageHead } from '../../../components/seo/page-head';
import { ListEmpty, ListLoadFailed, ListLoading, ShowingCount } from '../components/list-state';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { StatCard } from '../components/stat-card';
import { OrderCards } from './order-cards';
import { BulkShipBar, type OrderSelection } from './bulk-ship';
import { useGetAdminOrdersQuery, useGetShiprocketOnQuery } from './orders.api';
import { canShipWithShiprocket } from './shiprocket-panel';
import { OrdersTable } from './orders-table';

const PAGE_SIZE = ADMIN_ORDER_PAGE_DEFAULT;
const SEARCH_DELAY_MS = 300;
/**
 * Below this width the orders show as cards (Tailwind's md). Either the table or the cards is
 * rendered, not both hidden by CSS, so each order and its expansion exist once on the page.
 */
const TABLE_QUERY = '(min-width: 768px)';

/**
 * /admin/allorders (spec section 2 'Admin all orders'): searched and paged by the server;
 * `?q=8f3a2b1c` opens it searched for that order.
 */
export function AdminAllOrdersPage() {
  // `?q=` starts with a search: the shop's 'new paid order' email links to its order this way.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ q, page: 0 });
  // A new search starts again at its first page (state adjusted during render, not in an effect).
  const page = paging.q === q ? paging.page : 0;
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const wide = useMediaQuery(TABLE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Several paid orders shipped with Shiprocket at once (decision 0095), when the shop has it.
  const { data: shiprocketOn } = useGetShiprocketOnQuery();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const selection: OrderSelection | undefined = shiprocketOn
    ? {
        ids: ticked,
        toggle: (id) =>
          setTicked((current) => {
            const next = new Set(current);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        selectable: canShipWithShiprocket,
      }
    : undefined;

  const { data, error, isLoading, isFetching, refetch } = useGetAdminOrdersQuery({
    q,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });

  const orders = data?.orders ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const toggle = (id: string) => setExpandedId((current) => (current === id ? null : id));
  const goTo = (next: number) => {
    setPaging({ q, page: next });
    setExpandedId(null);
    // Back to the top of the list; the admin layout may scroll its main area, not the window.
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="space-y-6">
      <PageHead title="All Orders" noindex />
      <h1 ref={headingRef} className="text-2xl font-semibold text-clay-900">
        All Orders
      </h1>

      <section aria-label="Order statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Orders"
          value={data?.stats.total ?? '–'}
          icon={<ShoppingBag className="h-5 w-5" />}
        />
        <StatCard
          label="To ship"
          value={data?.stats.toShip ?? '–'}
          icon={<Truck className="h-5 w-5" />}
        />
        <StatCard
          label="Completed"
          value={data?.stats.completed ?? '–'}
          icon={<CheckCircle className="h-5 w-5" />}
        />
        <StatCard
          label="Pending"
          value={data?.stats.pending ?? '–'}
          icon={<Clock className="h-5 w-5" />}
        />
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          placeholder={adminOrderMessages.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <ShowingCount shown={orders.length} total={total} noun="orders" busy={isFetching} />
      </div>

      {selection && (
        <BulkShipBar
          orders={orders.filter(canShipWithShiprocket)}
          selection={selection}
          onDone={(shipped) =>
            setTicked((current) => new Set([...current].filter((id) => !shipped.includes(id))))
          }
        />
      )}

      {isLoading ? (
        <ListLoading>{adminOrderMessages.loading}</ListLoading>
      ) : error && !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>
          {adminOrderMessages.loadFailed}
        </ListLoadFailed>
      ) : orders.length === 0 ? (
        <ListEmpty>{adminOrderMessages.empty}</ListEmpty>
      ) : (
        // Busy while a new search or page loads; the rows stay at full contrast (dimming them
        // made the table unreadable and failed the contrast check mid-refresh).
        <div aria-busy={isFetching || undefined}>
          {wide ? (
            <OrdersTable
              orders={orders}
              expandedId={expandedId}
              onToggle={toggle}
              selection={selection}
            />
          ) : (
            <OrderCards
              orders={orders}
              expandedId={expandedId}
              onToggle={toggle}
              selection={selection}
            />
          )}
        </div>
      )}

      {/* The list counts pages from 0, the pager from 1. */}
      <Pager
        label="Order pages"
        page={page + 1}
        pageCount={pageCount}
        onPage={(shown) => goTo(shown - 1)}
      />
    </div>
  );
}
