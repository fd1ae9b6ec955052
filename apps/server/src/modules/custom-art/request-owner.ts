import { eq, or, sql, type SQL } from 'drizzle-orm';
import { customArtRequests, type UserRow } from '../../db/schema';

/**
 * The requests that are a customer's own (decision 0053): sent while signed in as them (`user_id`),
 * or sent with their account's email, in any case (a request sent signed out, or before the account
 * existed). The same rule as the offers, which go to the account with the request's email. The
 * email counts only once the account has confirmed it owns the address (decision 0076): anyone
 * may sign up with a requester's address, and must not see their requests, photos or quotes.
 */
export function ownRequestCondition(user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>): SQL {
  if (user.emailVerifiedAt === null) return eq(customArtRequests.userId, user.id);
  return or(
    eq(customArtRequests.userId, user.id),
    // lower() on both sides: the same folding as the custom_art_requests_email_lower_idx index.
    sql`lower(${customArtRequests.email}) = lower(${user.email})`,
  ) as SQL;
}
