import { useCallback } from 'react';
import { toast } from '../../lib/toast';
import { login } from '../../features/auth/auth.slice';
import { useSession } from '../../features/auth/use-session';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';
import { useHydrated } from '../../lib/use-hydrated';
import { api } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';

/** The footer's newsletter block; hidden for a customer who already subscribed. */
export function NewsletterSection() {
  const session = useSession();
  // The server draws the block for a visitor. The footer hydrates late (deferred-footer.tsx), when
  // the session may be known: its hydrating render must still be the visitor's, and the customer's
  // own state follows in the next render.
  const hydrated = useHydrated();
  const { isLoggedIn, user } = hydrated ? session : { isLoggedIn: false, user: null };
  const dispatch = useAppDispatch();
  const accountEmail = user?.email;

  // The block goes the moment the customer's own email is on the list, not on the next
  // reload. The server flags the account whose email was subscribed, so the user is marked here
  // at once and then re-read from the server. The block's own message goes with it: a toast says it.
  const handleSubscribed = useCallback(
    (email: string, message: string) => {
      if (!isLoggedIn) return;
      if (accountEmail && email.toLowerCase() === accountEmail.toLowerCase()) {
        dispatch(login({ isSubscribed: true }));
        toast.success(message);
      }
      dispatch(api.util.invalidateTags(['User']));
    },
    [isLoggedIn, accountEmail, dispatch],
  );

  if (isLoggedIn && user?.isSubscribed) return null;
  const prefill = isLoggedIn ? (accountEmail ?? '') : '';

  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3">
      <h2 id="newsletter-heading" className="text-xl font-semibold text-paper">
        Join our art circle
      </h2>
      <p className="text-sm text-paper/80">
        New stones, fresh paintings and studio stories, once in a while.
      </p>
      {/* Remount when the session's email arrives, so the prefill follows the login. */}
      <NewsletterForm key={prefill} initialEmail={prefill} onSubscribed={handleSubscribed} />
    </section>
  );
}
