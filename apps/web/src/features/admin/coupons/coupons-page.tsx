import { adminCouponMessages, formatINR, type AdminCoupon } from '@artshop/shared';
import { CheckCircle, Plus, SlidersHorizontal, Tag, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AdminCardList, AdminTable, AdminTableRow } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListEmpty, ListLoading, ShowingCount } from '../components/list-state';
import { SearchBox } from '../components/search-box';
import { StatCard } from '../components/stat-card';
import { couponStats, formatExpiryDate, searchCoupons, tableStatus } from './coupon-status';
import { useDeleteAdminCouponMutation, useGetAdminCouponsQuery } from './coupons.api';
import { CreateCouponModal } from './create-coupon-modal';
import { EditCouponLimitsModal } from './edit-coupon-limits-modal';
import { usageSummary } from './usage-limits';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../components/delete-button';

const COLUMNS = ['Code', 'Discount Amount', 'Expiry Date', 'Uses', 'Status', 'Actions'];

/** Paid uses against the limits, with the per-customer limit and the checkouts holding a use. */
function Usage({ coupon }: { coupon: AdminCoupon }) {
  const { main, notes } = usageSummary(coupon);
  return (
    <span className="inline-flex flex-col">
      <span>{main}</span>
      {notes.map((note) => (
        <span key={note} className="text-xs text-ink-soft">
          {note}
        </span>
      ))}
    </span>
  );
}

function EditLimitsButton({ coupon, onEdit }: { coupon: AdminCoupon; onEdit: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      shape="rounded"
      onClick={onEdit}
      aria-label={`Edit usage limits of coupon ${coupon.code}`}
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}

function StatusBadge({ coupon, now }: { coupon: AdminCoupon; now: Date }) {
  const status = tableStatus(coupon, now);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        status === 'Active' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
      }`}
    >
      {status}
    </span>
  );
}

function DeleteCouponButton({ coupon, onDelete }: { coupon: AdminCoupon; onDelete: () => void }) {
  return <DeleteButton label={`Delete coupon ${coupon.code}`} onClick={onDelete} />;
}

/** /admin/coupons (spec section 2 'Admin coupons'). */
export function AdminCouponsPage() {
  const { data, error, isLoading } = useGetAdminCouponsQuery();
  const [deleteCoupon, { isLoading: deleting }] = useDeleteAdminCouponMutation();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<AdminCoupon | null>(null);
  const [toEdit, setToEdit] = useState<AdminCoupon | null>(null);

  useEffect(() => {
    // Spec section 8: a load failure is only logged; the list stays empty.
    if (error) console.error('Failed to load coupons', error);
  }, [error]);

  const coupons = error ? [] : (data ?? []);
  const now = new Date();
  const stats = couponStats(coupons, now);
  const shown = searchCoupons(coupons, query);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCoupon(toDelete.id).unwrap();
      toast.success(adminCouponMessages.deleted);
    } catch {
      toast.error(adminCouponMessages.deleteFailed);
    }
    setToDelete(null);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-clay-900">Coupons</h1>
        <Button shape="rounded" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create Coupon
        </Button>
      </div>

      <section aria-label="Coupon statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Coupons" value={stats.total} icon={<Tag className="h-5 w-5" />} />
        <StatCard label="Active" value={stats.active} icon={<CheckCircle className="h-5 w-5" />} />
        <StatCard label="Expired" value={stats.expired} icon={<XCircle className="h-5 w-5" />} />
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox placeholder="Search coupons..." value={query} onChange={setQuery} />
        <ShowingCount shown={shown.length} total={coupons.length} noun="coupons" />
      </div>

      {isLoading ? (
        <ListLoading>{adminCouponMessages.loading}</ListLoading>
      ) : shown.length === 0 ? (
        <ListEmpty>{adminCouponMessages.empty}</ListEmpty>
      ) : (
        <>
          <AdminTable columns={COLUMNS}>
            {shown.map((coupon) => (
              <AdminTableRow key={coupon.id}>
                <td className="px-4 py-3 font-mono font-semibold text-ink">{coupon.code}</td>
                <td className="px-4 py-3 text-ink">{formatINR(coupon.discount)}</td>
                <td className="px-4 py-3 text-ink">{formatExpiryDate(coupon.expiryDate)}</td>
                <td className="px-4 py-3 text-ink">
                  <Usage coupon={coupon} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge coupon={coupon} now={now} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-1">
                    <EditLimitsButton coupon={coupon} onEdit={() => setToEdit(coupon)} />
                    <DeleteCouponButton coupon={coupon} onDelete={() => setToDelete(coupon)} />
                  </div>
                </td>
              </AdminTableRow>
            ))}
          </AdminTable>

          <AdminCardList label="Coupons">
            {shown.map((coupon) => (
              <li key={coupon.id} className="rounded-xl bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="font-mono font-semibold text-ink">{coupon.code}</p>
                    <p className="text-lg font-semibold text-clay-700">
                      {formatINR(coupon.discount)}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <EditLimitsButton coupon={coupon} onEdit={() => setToEdit(coupon)} />
                    <DeleteCouponButton coupon={coupon} onDelete={() => setToDelete(coupon)} />
                  </div>
                </div>
                <div className="mt-2 flex items-center justify-between text-sm text-ink-soft">
                  <span>Expires {formatExpiryDate(coupon.expiryDate)}</span>
                  <StatusBadge coupon={coupon} now={now} />
                </div>
                <div className="mt-1 text-sm text-ink-soft">
                  Uses <Usage coupon={coupon} />
                </div>
              </li>
            ))}
          </AdminCardList>
        </>
      )}

      <CreateCouponModal open={creating} onClose={() => setCreating(false)} />
      <EditCouponLimitsModal coupon={toEdit} onClose={() => setToEdit(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Coupon"
        message={adminCouponMessages.deleteConfirm}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
