import { unsubscribeMessages, type UnsubscribeStatus } from '@artshop/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/**
 * Adds the email once (case-insensitively) and marks a matching account as subscribed, so the
 * footer form hides itself for that user. An address that unsubscribed earlier is subscribed again
 * (its row, and so its unsubscribe token, is kept). Idempotent and safe under concurrent calls.
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      // The only unique keys besides the id are lower(email) and the random token.
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    const returned =
      inserted.length === 0
        ? await tx
            .update(newsletterSubscribers)
            .set({ unsubscribedAt: null })
            .where(and(sameEmail(email), isNotNull(newsletterSubscribers.unsubscribedAt)))
            .returning({ id: newsletterSubscribers.id })
        : [];
    await tx
      .update(users)
      .set({ isSubscribed: true, updatedAt: new Date() })
      .where(sql`lower(${users.email}) = lower(${email}) and ${users.isSubscribed} = false`);
    return inserted.length > 0 || returned.length > 0 ? 'subscribed' : 'already-subscribed';
  });
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  if (!row) throw httpError(404, unsubscribeMessages.unknownToken);
  return row;
}

/**
 * `GET /api/newsletter/unsubscribe`: what the link is for, changing nothing. Mail scanners and
 * link previews fetch every link of an email; a GET that unsubscribed would unsubscribe people who
 * never clicked (RFC 8058 asks for the POST for this reason).
 */
export async function unsubscribeStatus(db: Db, token: string): Promise<UnsubscribeStatus> {
  const row = await findByToken(db, token);
  return { email: row.email, unsubscribed: row.unsubscribedAt !== null };
}

/**
 * `POST /api/newsletter/unsubscribe` (RFC 8058 one-click, no sign-in): no newsletter reaches the
 * address any more, and a matching account shows the footer form again. Unsubscribing twice is
 * the same as once; the first time is kept. 404 for a token nobody has.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<void> {
  const row = await findByToken(db, token);
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now })
      .where(
        and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)),
      );
    await tx
      .update(users)
      .set({ isSubscribed: false, updatedAt: now })
      .where(sql`lower(${users.email}) = lower(${row.email}) and ${users.isSubscribed} = true`);
  });
}
