import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers, users } from '../../db/schema';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/**
 * Adds the email once (case-insensitively) and marks a matching account as subscribed, so the
 * footer form hides itself for that user. Idempotent and safe under concurrent calls.
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      // The only unique key besides the id is lower(email).
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    await tx
      .update(users)
      .set({ isSubscribed: true, updatedAt: new Date() })
      .where(sql`lower(${users.email}) = lower(${email}) and ${users.isSubscribed} = false`);
    return inserted.length > 0 ? 'subscribed' : 'already-subscribed';
  });
}
