import {
  websiteReviewDeleteConfirm,
  websiteReviewMessages,
  type WebsiteReview,
} from '@artshop/shared';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from '../../../lib/router';
import { errorStatus } from '../../../lib/api-error';
import { formatIndiaDate } from '../../../lib/dates';
import { AdminCardList, AdminTable, AdminTableRow } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListEmpty, ListLoading } from '../components/list-state';
import { SearchBox } from '../components/search-box';
import { AddReviewModal } from './add-review-modal';
import { searchReviews } from './search-reviews';
import { StarDisplay } from './star-display';
import {
  useDeleteAdminWebsiteReviewMutation,
  useGetAdminWebsiteReviewsInfiniteQuery,
} from './website-reviews.api';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../components/delete-button';

// A review whose date cannot be read shows none rather than 'Invalid Date'.
const formatDate = (iso: string) => formatIndiaDate(iso, '');

// A fixed layout: long names and reviews truncate instead of pushing the actions off the table.
const COLUMNS = [
  { label: 'User', className: 'w-48' },
  { label: 'Rating', className: 'w-32' },
  'Review',
  { label: 'Date', className: 'w-32' },
  { label: 'Actions', className: 'w-24' },
];

function DeleteReviewButton({ review, onDelete }: { review: WebsiteReview; onDelete: () => void }) {
  return <DeleteButton label={`Delete review from ${review.reviewUserName}`} onClick={onDelete} />;
}

/** /admin/website-reviews (spec section 2 'Admin website reviews'). */
export function AdminWebsiteReviewsPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetAdminWebsiteReviewsInfiniteQuery();
  const [deleteReview, { isLoading: deleting }] = useDeleteAdminWebsiteReviewMutation();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<WebsiteReview | null>(null);

  // Spec section 8: a 404 counts as no reviews; any other failure says so.
  const loadFailed = error !== undefined && errorStatus(error) !== 404;
  const reviews = error ? [] : (data?.pages.flatMap((page) => page.data) ?? []);
  const total = data?.pages.at(-1)?.total ?? 0;
  const shown = searchReviews(reviews, query);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteReview(toDelete.id).unwrap();
      toast.success(websiteReviewMessages.deleted);
    } catch {
      toast.error(websiteReviewMessages.deleteFailed);
    }
    setToDelete(null);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button variant="ghost" size="icon" onClick={() => void navigate(-1)} aria-label="Back">
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <h1 className="text-2xl font-semibold text-clay-900">Website Reviews</h1>
        </div>
        <Button shape="rounded" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Review
        </Button>
      </div>

      <SearchBox placeholder="Search reviews..." value={query} onChange={setQuery} />

      {loadFailed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {websiteReviewMessages.loadFailed}
        </p>
      )}

      {isLoading ? (
        <ListLoading>{websiteReviewMessages.loading}</ListLoading>
      ) : shown.length === 0 ? (
        <ListEmpty>{websiteReviewMessages.empty}</ListEmpty>
      ) : (
        <>
          <AdminTable columns={COLUMNS} fixed>
            {shown.map((review) => (
              <AdminTableRow key={review.id}>
                <td
                  className="truncate px-4 py-3 font-semibold text-ink"
                  title={review.reviewUserName}
                >
                  {review.reviewUserName}
                </td>
                <td className="px-4 py-3">
                  <StarDisplay rating={review.rating} />
                </td>
                <td className="truncate px-4 py-3 text-ink" title={review.reviewContent}>
                  {review.reviewContent}
                </td>
                <td className="px-4 py-3 text-ink-soft">{formatDate(review.timestamp)}</td>
                <td className="px-4 py-3">
                  <DeleteReviewButton review={review} onDelete={() => setToDelete(review)} />
                </td>
              </AdminTableRow>
            ))}
          </AdminTable>

          <AdminCardList label="Website reviews">
            {shown.map((review) => (
              <li key={review.id} className="rounded-xl bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{review.reviewUserName}</p>
                    <StarDisplay rating={review.rating} />
                  </div>
                  <DeleteReviewButton review={review} onDelete={() => setToDelete(review)} />
                </div>
                <p className="mt-2 line-clamp-3 text-sm text-ink">{review.reviewContent}</p>
                <p className="mt-2 text-xs text-ink-soft">{formatDate(review.timestamp)}</p>
              </li>
            ))}
          </AdminCardList>
        </>
      )}

      {hasNextPage && (
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-ink-soft">
          {/* The search looks through the reviews loaded so far. */}
          <p>{websiteReviewMessages.loadedOf(reviews.length, total)}</p>
          <Button
            variant="secondary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage
              ? websiteReviewMessages.loadingMore
              : websiteReviewMessages.loadMore}
          </Button>
        </div>
      )}

      <AddReviewModal open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Review"
        message={toDelete ? websiteReviewDeleteConfirm(toDelete.reviewUserName) : ''}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
