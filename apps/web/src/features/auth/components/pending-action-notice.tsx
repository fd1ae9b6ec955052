import { heartMessages, pendingActionMessages } from '@artshop/shared';
import { useEffect, useState } from 'react';
import { pendingVisit } from '../../../lib/pending-action';

/**
 * Why the visitor is on the sign-in (or sign-up) page: what they asked for waits for an account
 * (decision 0080). Read after the page is drawn: the server has no session storage, so a first
 * render with it would not match the server's HTML.
 */
export function PendingActionNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const kind = pendingVisit()?.action.kind;
    if (kind === 'add-to-cart') setMessage(pendingActionMessages.addToCartSignIn);
    else if (kind === 'interest') setMessage(pendingActionMessages.interestSignIn);
    else if (kind === 'save') setMessage(heartMessages.signIn);
  }, []);
  if (!message) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-950 ring-1 ring-amber-200"
    >
      {message}
    </p>
  );
}
