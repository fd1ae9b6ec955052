import { codMessages, confirmCodSchema, type User } from '@artshop/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useParams } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { useConfirmCodMutation } from '../checkout.api';
import { CartLoginGate } from '../components/cart-login-gate';

const MY_ORDERS = '/my-account?tab=orders';

/** The code form: the emailed 6 digits, checked by the server (5 tries, 24 hours, once). */
function ConfirmCodForm({ orderId, user }: { orderId: string; user: User | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmCod, { isLoading }] = useConfirmCodMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmCodSchema.safeParse({ code });
    if (!parsed.success) {
      setError(codMessages.codeInvalid);
      return;
    }
    setError(undefined);
    try {
      await confirmCod({ orderId, code: parsed.data.code }).unwrap();
      setConfirmed(true);
    } catch (failure) {
      setError(errorMessage(failure, codMessages.codeWrong));
    }
  };

  if (confirmed) {
    return (
      <div className="text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-600" />
        <p className="mt-3 text-lg font-semibold text-green-800">{codMessages.confirmed}</p>
        <ButtonLink to={MY_ORDERS} className="mt-4">
          View My Orders
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-ink">{codMessages.codeSent(user?.email ?? 'your email address')}</p>
      <TextField
        label={codMessages.codeLabel}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Button type="submit" size="lg" disabled={isLoading}>
        {codMessages.confirmButton}
      </Button>
    </form>
  );
}

/** /checkout/confirm/:orderId: a cash on delivery order confirmed with its emailed code (0100). */
export function ConfirmCodPage() {
  const { orderId = '' } = useParams();
  const { status, isLoggedIn, user } = useAppSelector((state) => state.auth);
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <PageHead title={codMessages.confirmTitle} noindex />
      <h1 className="mb-6 text-2xl font-bold">{codMessages.confirmTitle}</h1>
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        {status !== 'ready' ? null : isLoggedIn ? (
          <ConfirmCodForm orderId={orderId} user={user} />
        ) : (
          <CartLoginGate />
        )}
      </div>
    </div>
  );
}
