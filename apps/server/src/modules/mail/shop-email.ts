import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Where the shop's own notices go: SHOP_EMAIL, else ADMIN_EMAIL (config.mail.shopEmail), else the
 * first admin's address, so a quick start without either still tells the owner about orders
 * (decision 0086). Undefined only when there is no admin at all.
 */
export async function resolveShopEmail(
  db: Db,
  configured: string | undefined,
): Promise<string | undefined> {
  if (configured) return configured;
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return admin?.email;
}
