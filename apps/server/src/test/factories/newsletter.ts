import type { Db } from '../../db/client';
import { newsletterSubscribers, type NewsletterSubscriberRow } from '../../db/schema';

/**
 * A newsletter address in one of its states (decision 0074): 'subscribed' (confirmed, on the
 * list), 'pending' (signed up, never confirmed) or 'unsubscribed' (confirmed once, left since).
 */
export type SubscriberState = 'subscribed' | 'pending' | 'unsubscribed';

export type SubscriberOverrides = Partial<typeof newsletterSubscribers.$inferInsert>;

let sequence = 0;
const HOUR_MS = 60 * 60 * 1000;

export async function createSubscriber(
  db: Db,
  state: SubscriberState = 'subscribed',
  overrides: SubscriberOverrides = {},
): Promise<NewsletterSubscriberRow> {
  const createdAt = overrides.createdAt ?? new Date(Date.now() - 24 * HOUR_MS);
  const states: Record<SubscriberState, SubscriberOverrides> = {
    subscribed: { confirmedAt: createdAt },
    // Its confirmation email went out two hours ago: a new sign-up may email it again.
    pending: { signupEmailAt: new Date(Date.now() - 2 * HOUR_MS) },
    unsubscribed: { confirmedAt: createdAt, unsubscribedAt: new Date(Date.now() - HOUR_MS) },
  };
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email: `reader${++sequence}-${Date.now()}@example.in`,
      createdAt,
      ...states[state],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('newsletter subscriber insert returned no row');
  return row;
}
