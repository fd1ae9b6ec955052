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
    <button
      type="button"
      onClick={onClick}
      className="rounded-lg border border-clay-300 px-4 py-2 font-medium text-ink hover:bg-clay-100"
    >
      Cancel
    </button>
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
      <button
        type="submit"
        disabled={disabled || busy}
        className="rounded-lg bg-clay-700 px-4 py-2 font-semibold text-white hover:bg-clay-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
