import { useSession } from '../../features/auth/use-session';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The footer's newsletter block; hidden for a customer who is subscribed. A sign-up here only asks
 * for the emailed confirmation (decision 0074), so the block stays, with the form's message, until
 * the customer confirms; the account then reads as subscribed.
 */
export function NewsletterSection() {
  const session = useSession();
  // The server draws the block for a visitor. The footer hydrates late (deferred-footer.tsx), when
  // the session may be known: its hydrating render must still be the visitor's, and the customer's
  // own state follows in the next render.
  const hydrated = useHydrated();
  const { isLoggedIn, user } = hydrated ? session : { isLoggedIn: false, user: null };

  if (isLoggedIn && user?.isSubscribed) return null;
  const prefill = isLoggedIn ? (user?.email ?? '') : '';

  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3">
      <h2 id="newsletter-heading" className="text-xl font-semibold text-paper">
        Join our art circle
      </h2>
      <p className="text-sm text-paper/80">
        New stones, fresh paintings and studio stories, once in a while.
      </p>
      {/* Remount when the session's email arrives, so the prefill follows the login. */}
      <NewsletterForm key={prefill} initialEmail={prefill} />
    </section>
  );
}
