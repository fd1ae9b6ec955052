import { Button } from '../../../components/ui/button';

interface FormActionsProps {
  /** e.g. 'Add Review'; the submit button's text. */
  submitLabel: string;
  /** e.g. 'Adding...'; its text while `busy`. */
  busyLabel: string;
  busy: boolean;
  /** Also hold the submit back, e.g. until every field is filled. */
  disabled?: boolean;
  onCancel: () => void;
}

/** The outlined 'Cancel' of an admin modal. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" shape="rounded" onClick={onClick}>
      Cancel
    </Button>
  );
}

/** The Cancel and submit buttons at the foot of an admin modal's form. */
export function FormActions({
  submitLabel,
  busyLabel,
  busy,
  disabled = false,
  onCancel,
}: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <CancelButton onClick={onCancel} />
      <Button type="submit" shape="rounded" disabled={disabled || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
