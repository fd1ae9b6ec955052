import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

interface CouponBoxProps {
  appliedCode: string | null;
  applying: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Enter and apply a coupon code, or show the applied one with a Remove button. */
export function CouponBox({ appliedCode, applying, error, onApply, onRemove }: CouponBoxProps) {
  const [code, setCode] = useState('');

  if (appliedCode) {
    return (
      <div className="flex items-center justify-between rounded border border-green-300 bg-green-50 p-3">
        <p>
          Coupon <strong>{appliedCode}</strong> applied
        </p>
        <button
          type="button"
          className="text-sm text-red-600 hover:underline"
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
    onApply(code);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <div className="flex gap-2">
        <input
          className="flex-1 rounded border px-3 py-2"
          placeholder="Enter coupon code"
          aria-label="Coupon code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={applying}
        />
        <Button type="submit" disabled={applying}>
          {applying ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
