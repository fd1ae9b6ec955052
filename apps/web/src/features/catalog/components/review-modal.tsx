import { productReviewInputSchema, REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAddProductReviewMutation } from '../catalog.api';
import { errorMessage } from '../../../lib/api-error';
import { Modal } from '../../../components/ui/modal';
import { StarInput } from '../../../components/ui/star-input';

interface ReviewModalProps {
  productId: string;
  open: boolean;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'name' | 'review' | 'rating', string>>;

const EMPTY = { name: '', review: '', rating: 1 };
const INPUT =
  'w-full rounded-lg border border-stone-300 px-3 py-2 text-ink focus:border-clay-500 focus:ring-2 focus:ring-clay-300 focus:outline-none';

/** 'Write a Review': validated with the same shared schema the server uses. */
export function ReviewModal({ productId, open, onClose }: ReviewModalProps) {
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [addReview, { isLoading }] = useAddProductReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const parsed = productReviewInputSchema.safeParse(form);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'review' || field === 'rating') && !errors[field]) {
          errors[field] = issue.message;
        }
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      await addReview({ productId, ...parsed.data }).unwrap();
      toast.success('Thank you! Your review has been posted.');
      setForm(EMPTY);
      onClose();
    } catch (error) {
      setSubmitError(errorMessage(error, 'Failed to submit your review. Please try again.'));
    }
  };

  return (
    <Modal open={open} title="Write a Review" onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <label htmlFor="review-name" className="mb-1 block text-sm font-medium text-ink">
            Your name
          </label>
          <input
            id="review-name"
            className={INPUT}
            value={form.name}
            maxLength={REVIEW_NAME_MAX}
            autoComplete="name"
            aria-invalid={Boolean(fieldErrors.name)}
            aria-describedby={fieldErrors.name ? 'review-name-error' : undefined}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          {fieldErrors.name && (
            <p id="review-name-error" className="mt-1 text-sm text-red-700">
              {fieldErrors.name}
            </p>
          )}
        </div>
        <div>
          <StarInput
            label="Rating"
            labelClassName="block text-sm font-medium text-ink"
            value={form.rating}
            onChange={(rating) => setForm({ ...form, rating })}
          />
          {fieldErrors.rating && <p className="mt-1 text-sm text-red-700">{fieldErrors.rating}</p>}
        </div>
        <div>
          <label htmlFor="review-text" className="mb-1 block text-sm font-medium text-ink">
            Your review
          </label>
          <textarea
            id="review-text"
            rows={5}
            className={INPUT}
            value={form.review}
            maxLength={REVIEW_TEXT_MAX}
            aria-invalid={Boolean(fieldErrors.review)}
            aria-describedby={fieldErrors.review ? 'review-text-error' : undefined}
            onChange={(event) => setForm({ ...form, review: event.target.value })}
          />
          {fieldErrors.review && (
            <p id="review-text-error" className="mt-1 text-sm text-red-700">
              {fieldErrors.review}
            </p>
          )}
        </div>
        {submitError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
          >
            {submitError}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full px-5 py-2 font-medium text-ink-soft hover:bg-stone-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={isLoading}
            className="rounded-full bg-clay-700 px-6 py-2 font-semibold text-white hover:bg-clay-900 disabled:opacity-60"
          >
            {isLoading ? 'Submitting...' : 'Submit Review'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
