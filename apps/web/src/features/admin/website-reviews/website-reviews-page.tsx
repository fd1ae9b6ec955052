import {
  websiteReviewDeleteConfirm,
  websiteReviewMessages,
  type WebsiteReview,
} from '@artshop/shared';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorStatus } from '../../../lib/api-error';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SearchBox } from '../components/search-box';
import { AddReviewModal } from './add-review-modal';
import { searchReviews } from './search-reviews';
import { StarDisplay } from './star-display';
import {
  useDeleteAdminWebsiteReviewMutation,
  useGetAdminWebsiteReviewsQuery,
} from './website-reviews.api';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function DeleteButton({ review, onDelete }: { review: WebsiteReview; onDelete: () => void }) {
  return (
    <button
      type="button"
      onClick={onDelete}
      aria-label={`Delete review from ${review.reviewUserName}`}
      className="rounded-lg p-2 text-red-700 hover:bg-red-50"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

/** /admin/website-reviews (spec section 2 'Admin website reviews'). */
export function AdminWebsiteReviewsPage() {
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetAdminWebsiteReviewsQuery();
  const [deleteReview, { isLoading: deleting }] = useDeleteAdminWebsiteReviewMutation();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<WebsiteReview | null>(null);

  // Spec section 8: a 404 counts as no reviews; any other failure says so.
  const loadFailed = error !== undefined && errorStatus(error) !== 404;
  const reviews = error ? [] : (data ?? []);
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
          <button
            type="button"
            onClick={() => void navigate(-1)}
            aria-label="Back"
            className="rounded-full p-2 text-ink hover:bg-clay-100"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <h1 className="text-2xl font-semibold text-clay-900">Website Reviews</h1>
        </div>
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="inline-flex items-center gap-2 rounded-lg bg-clay-700 px-4 py-2 font-semibold text-white hover:bg-clay-900"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Review
        </button>
      </div>

      <SearchBox placeholder="Search reviews..." value={query} onChange={setQuery} />

      {loadFailed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {websiteReviewMessages.loadFailed}
        </p>
      )}

      {isLoading ? (
        <p className="py-10 text-center text-ink-soft">{websiteReviewMessages.loading}</p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl bg-white py-10 text-center text-ink-soft shadow-sm">
          {websiteReviewMessages.empty}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm md:block">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="border-b border-clay-100 bg-clay-100/50 text-ink-soft">
                <tr>
                  <th scope="col" className="w-48 px-4 py-3 font-medium">
                    User
                  </th>
                  <th scope="col" className="w-32 px-4 py-3 font-medium">
                    Rating
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Review
                  </th>
                  <th scope="col" className="w-32 px-4 py-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="w-24 px-4 py-3 font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((review) => (
                  <tr key={review.id} className="border-b border-clay-100 last:border-0">
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
                      <DeleteButton review={review} onDelete={() => setToDelete(review)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul aria-label="Website reviews" className="space-y-3 md:hidden">
            {shown.map((review) => (
              <li key={review.id} className="rounded-xl bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{review.reviewUserName}</p>
                    <StarDisplay rating={review.rating} />
                  </div>
                  <DeleteButton review={review} onDelete={() => setToDelete(review)} />
                </div>
                <p className="mt-2 line-clamp-3 text-sm text-ink">{review.reviewContent}</p>
                <p className="mt-2 text-xs text-ink-soft">{formatDate(review.timestamp)}</p>
              </li>
            ))}
          </ul>
        </>
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
