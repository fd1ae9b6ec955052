import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import { listMyCustomArtRequests } from '../modules/custom-art/my-custom-art.service';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { customArtRequests, users } from './schema';

// Migration 0011 (decision 0076): accounts from before sign-up verified addresses count as
// verified as of the upgrade, so a customer keeps seeing the requests their email found; accounts
// made afterwards start unverified.

const BEFORE = '0011_verify_email_at_sign_up';

describe('migration 0011: accounts from before email verification', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_verify_email');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('count as verified as of the upgrade and keep their requests; new accounts start unverified', async () => {
    await migrate(handle.db, old.folder);
    await handle.db.execute(
      sql`insert into users (name, email, phone, password_hash, role) values ('Old Customer', 'old@example.in', '9876543210', 'x', 'customer'), ('Old Admin', 'admin@example.in', null, 'x', 'admin')`,
    );
    await handle.db.execute(
      sql`insert into custom_art_requests (first_name, last_name, email, phone, description) values ('Old', 'Customer', 'OLD@example.in', '9876543210', 'Sent signed out')`,
    );

    await migrate(handle.db);

    const upgraded = await handle.db.select().from(users).orderBy(asc(users.email));
    expect(upgraded.map((user) => [user.email, user.emailVerifiedAt instanceof Date])).toEqual([
      ['admin@example.in', true],
      ['old@example.in', true],
    ]);
    const customer = upgraded.find((user) => user.email === 'old@example.in')!;
    const requests = await listMyCustomArtRequests(handle.db, customer);
    expect(requests.map((request) => request.description)).toEqual(['Sent signed out']);

    const [fresh] = await handle.db
      .insert(users)
      .values({ name: 'New Customer', email: 'new@example.in', passwordHash: 'x' })
      .returning();
    expect(fresh!.emailVerifiedAt).toBeNull();
    await handle.db
      .update(customArtRequests)
      .set({ email: 'new@example.in' })
      .where(eq(customArtRequests.email, 'OLD@example.in'));
    expect(await listMyCustomArtRequests(handle.db, fresh!)).toEqual([]);
  });
});
