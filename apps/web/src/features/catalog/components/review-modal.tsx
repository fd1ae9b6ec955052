import {
  productReviewInputSchema,
  REVIEW_TEXT_MAX,
  type ProductReviewInput,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppSelector } from '../../../store/hooks';
import { useAddProductReviewMutation } from '../catalog.api';
import { errorMessage } from '../../../lib/api-error';
import { Modal } from '../../../components/ui/modal';
import { StarInput } from '../../../components/ui/star-input';
import { Button } from '../../../components/ui/button';
import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { TextField } from '../../../components/ui/text-field';

interface ReviewModalProps {
  productId: string;
  open: boolean;
  onClose: () => void;
}

interface ReviewForm {
  name: string;
  review: string;
  rating: number | null;
}

/**
 * A fresh form: the name from the customer's account (it may be changed), and no stars chosen,
 * where the spec's form started at 1 star (decision 0077): a rating is the shopper's own choice.
 */
const emptyForm = (name: string): ReviewForm => ({ name, review: '', rating: null });

/**
 * 'Write a Review' for a signed-in customer (the button sends a visitor to sign in): validated
 * with the same shared schema the server uses.
 */
export function ReviewModal({ productId, open, onClose }: ReviewModalProps) {
  const accountName = useAppSelector((state) => state.auth.user?.name ?? '');
  const [form, setForm] = useState(() => emptyForm(accountName));
  const ratingErrorId = useId();
  const [errors, setErrors] = useState<FieldErrors<ProductReviewInput>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [addReview, { isLoading }] = useAddProductReviewMutation();
  // A refused submit puts the focus on the first field to fix (decision 0081).
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const parsed = productReviewInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await addReview({ productId, ...parsed.data }).unwrap();
      toast.success('Thank you! Your review has been posted.');
      setForm(emptyForm(accountName));
      onClose();
    } catch (error) {
      setSubmitError(errorMessage(error, 'Failed to submit your review. Please try again.'));
    }
  };

  return (
    <Modal open={open} title="Write a Review" onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label="Your name"
          autoComplete="name"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          error={errors.name}
        />
        <div>
          <StarInput
            label="Rating"
            value={form.rating}
            onChange={(rating) => {
              setForm({ ...form, rating });
              // The choice answers the message under the stars at once.
              setErrors((current) => {
                const next = { ...current };
                delete next.rating;
                return next;
              });
            }}
            errorId={errors.rating ? ratingErrorId : undefined}
          />
          {errors.rating && (
            <p id={ratingErrorId} className="mt-1 text-sm text-red-700">
              {errors.rating}
            </p>
          )}
        </div>
        <TextField
          label="Your review"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={form.review}
          onChange={(review) => setForm({ ...form, review })}
          error={errors.review}
        />
        {submitError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
          >
            {submitError}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="ghost" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading} size="lg">
            {isLoading ? 'Submitting...' : 'Submit Review'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
