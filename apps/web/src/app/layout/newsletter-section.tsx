import { useSession } from '../../features/auth/use-session';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';

/** The footer's newsletter block; hidden for a customer who already subscribed. */
export function NewsletterSection() {
  const { isLoggedIn, user } = useSession();
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
