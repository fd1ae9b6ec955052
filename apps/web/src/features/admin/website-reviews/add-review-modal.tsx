import {
  WEBSITE_REVIEW_DEFAULT_RATING,
  websiteReviewInputSchema,
  websiteReviewMessages,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../components/ui/modal';
import { StarInput } from '../../../components/ui/star-input';
import { TextField } from '../../../components/ui/text-field';
import { errorStatus } from '../../../lib/api-error';
import { FormActions } from '../components/form-actions';
import { useCreateAdminWebsiteReviewMutation } from './website-reviews.api';
import { fieldErrors } from '../../../lib/field-errors';

const empty = { reviewUserName: '', reviewContent: '', rating: WEBSITE_REVIEW_DEFAULT_RATING };
type Errors = Partial<Record<'reviewUserName' | 'reviewContent', string>>;

interface AddReviewModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add New Review' (spec sections 2 and 5): name and content required, 1-5 stars, default 5. */
export function AddReviewModal({ open, onClose }: AddReviewModalProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [createReview, { isLoading }] = useCreateAdminWebsiteReviewMutation();

  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };

  const setText = (key: keyof Errors) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = websiteReviewInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await createReview(parsed.data).unwrap();
      toast.success(websiteReviewMessages.created);
      close();
    } catch (failure) {
      // Spec section 8: a 404 is ignored; anything else gets the spec's message.
      if (errorStatus(failure) !== 404) toast.error(websiteReviewMessages.createFailed);
    }
  };

  return (
    <Modal open={open} title="Add New Review" onClose={close}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="User Name"
          required
          autoComplete="off"
          value={values.reviewUserName}
          onChange={setText('reviewUserName')}
          error={errors.reviewUserName}
        />
        <StarInput
          label="Rating"
          value={values.rating}
          onChange={(rating) => setValues((current) => ({ ...current, rating }))}
        />
        <TextField
          label="Review Content"
          required
          rows={4}
          value={values.reviewContent}
          onChange={setText('reviewContent')}
          error={errors.reviewContent}
        />
        <FormActions
          submitLabel="Add Review"
          busyLabel="Adding..."
          busy={isLoading}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
