import { couponCodeEntrySchema } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

interface CouponBoxProps {
  appliedCode: string | null;
  applying: boolean;
  error: string | null;
  /** Why the server removed the cart's coupon (it expired or was deleted), shown until replaced. */
  notice?: string | null;
  /** Called with the trimmed code, only once it passes the code rule. */
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Enter and apply a coupon code, or show the applied one with a Remove button. The code is checked
 * against the shop's code rule first (decision 0058: 3-32 letters, digits, '-' or '_'), so a code
 * that cannot exist never costs a request.
 */
export function CouponBox({
  appliedCode,
  applying,
  error,
  notice = null,
  onApply,
  onRemove,
}: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [ruleError, setRuleError] = useState<string | null>(null);

  if (appliedCode) {
    return (
      <div className="flex items-center justify-between rounded border border-green-300 bg-green-50 p-3">
        <p>
          Coupon <strong>{appliedCode}</strong> applied
        </p>
        <button
          type="button"
          className="text-sm text-red-600 hover:underline"
          // The cart's lines have 'Remove' buttons too; this one names what it removes.
          aria-label="Remove coupon"
          onClick={() => {
            setCode('');
            onRemove();
          }}
        >
          Remove
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = couponCodeEntrySchema.safeParse(code);
    if (!checked.success) {
      setRuleError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setRuleError(null);
    onApply(checked.data);
  };

  const shownError = ruleError ?? error;
  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      {notice && (
        <p
          role="status"
          className="mb-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {notice}
        </p>
      )}
      <div className="flex gap-2">
        <input
          className="flex-1 rounded border px-3 py-2"
          placeholder="Enter coupon code"
          aria-label="Coupon code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setRuleError(null);
          }}
          disabled={applying}
        />
        <Button type="submit" disabled={applying}>
          {applying ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      {shownError && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {shownError}
        </p>
      )}
    </form>
  );
}
