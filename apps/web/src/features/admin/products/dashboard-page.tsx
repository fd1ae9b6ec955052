import { adminProductMessages, offerAdminUi, type AdminProduct } from '@artshop/shared';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSearchParams } from '../../../lib/router';
import { errorMessage } from '../../../lib/api-error';
import { PageHead } from '../../../components/seo/page-head';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListEmpty, ListLoading, ShowingCount } from '../components/list-state';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import {
  useDeleteAdminProductMutation,
  useGetAdminProductsQuery,
  useSetAdminProductHiddenMutation,
} from './admin-products.api';
import { ProductAnalytics } from './components/product-analytics';
import { ProductDetailModal } from './components/product-detail-modal';
import { ProductEditModal } from './components/product-edit-modal';
import { ProductFilters, type DiscountFilter, type TypeFilter } from './components/product-filters';
import { ProductTable } from './components/product-table';
import { ButtonLink } from '../../../components/ui/button';
import { FirstRunChecklist } from '../first-run/first-run-checklist';

export const PRODUCTS_PAGE_SIZE = 10;

/** /admin/dashboard (spec section 2 'Admin dashboard'): figures, search, filters, the products. */
export function AdminDashboardPage() {
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(urlQuery);
  // The layout's top search sends ?q=; a new one replaces what is in the box.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setSearch(urlQuery);
  }
  const [type, setType] = useState<TypeFilter>('');
  const [discount, setDiscount] = useState<DiscountFilter>('');
  const q = useDebouncedValue(search.trim());

  // Any new search or filter starts again at page 1.
  const filterKey = JSON.stringify([q, type, discount]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const { data, isLoading, isError } = useGetAdminProductsQuery({
    q,
    type: type || undefined,
    discount: discount || undefined,
    limit: PRODUCTS_PAGE_SIZE,
    offset: (page - 1) * PRODUCTS_PAGE_SIZE,
  });
  const [deleteProduct, { isLoading: deleting }] = useDeleteAdminProductMutation();
  const [viewing, setViewing] = useState<AdminProduct | null>(null);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const [setHidden] = useSetAdminProductHiddenMutation();
  const [hidingId, setHidingId] = useState<string | null>(null);

  useEffect(() => {
    if (isError) toast.error(adminProductMessages.fetchFailed, { id: 'admin-products-fetch' });
  }, [isError]);

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  // A deletion can empty the last page: step back to the new last one.
  useEffect(() => {
    if (data && data.products.length === 0 && total > 0 && page > pageCount) {
      setPaging({ key: filterKey, page: pageCount });
    }
  }, [data, total, page, pageCount, filterKey]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteProduct(toDelete.id).unwrap();
      toast.success(adminProductMessages.deleted);
    } catch {
      toast.error(adminProductMessages.deleteFailed);
    }
    setToDelete(null);
  };

  const toggleHidden = async (product: AdminProduct) => {
    setHidingId(product.id);
    try {
      await setHidden({ id: product.id, hidden: !product.hidden }).unwrap();
      toast.success(product.hidden ? offerAdminUi.shownDone : offerAdminUi.hiddenDone);
    } catch (failure) {
      toast.error(`${offerAdminUi.hideFailed} ${errorMessage(failure, 'Please try again.')}`);
    } finally {
      setHidingId(null);
    }
  };

  const products = isError ? [] : (data?.products ?? []);
  return (
    <div className="space-y-6">
      <PageHead title="Dashboard" noindex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-clay-900">Products</h1>
        <ButtonLink to="/admin/add-product" shape="rounded">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Product
        </ButtonLink>
      </div>

      <FirstRunChecklist />

      <ProductAnalytics analytics={data?.analytics} />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox placeholder="Search products..." value={search} onChange={setSearch} />
        <ProductFilters
          type={type}
          discount={discount}
          onTypeChange={setType}
          onDiscountChange={setDiscount}
        />
      </div>

      {isLoading ? (
        <ListLoading>Loading products...</ListLoading>
      ) : products.length === 0 ? (
        <ListEmpty>{adminProductMessages.empty}</ListEmpty>
      ) : (
        <>
          <ShowingCount shown={products.length} total={total} noun="products" />
          <ProductTable
            products={products}
            onView={setViewing}
            onEdit={setEditing}
            onDelete={setToDelete}
            onToggleHidden={(product) => void toggleHidden(product)}
            busyId={hidingId}
          />
          <Pager label="Pagination" page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}

      <ProductDetailModal
        product={viewing}
        onClose={() => setViewing(null)}
        onEdit={(product) => {
          setViewing(null);
          setEditing(product);
        }}
      />
      <ProductEditModal product={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Product"
        message={adminProductMessages.deleteConfirm}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
