import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../../test/migrations-before';
import type { DbHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { newsletterSubscribers } from '../../db/schema';
import { sendNewsletter } from './newsletter.admin.service';

// Migration 0010 (decision 0074): a shop upgraded with subscribers who signed up before double
// opt-in keeps them as they were, with the sign-up as their time of consent.

const BEFORE = '0010_newsletter_double_opt_in';

describe('migration 0010: subscribers from before double opt-in', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_newsletter_opt_in');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('stay as they were: confirmed at their sign-up, on the list or unsubscribed', async () => {
    await migrate(handle.db, old.folder);
    await handle.db.execute(
      sql`insert into newsletter_subscribers (email, created_at) values ('stays@example.in', '2025-03-01T10:00:00Z')`,
    );
    await handle.db.execute(
      sql`insert into newsletter_subscribers (email, created_at, unsubscribed_at) values ('left@example.in', '2025-04-01T10:00:00Z', '2025-05-01T10:00:00Z')`,
    );

    await migrate(handle.db);

    const rows = await handle.db
      .select()
      .from(newsletterSubscribers)
      .orderBy(asc(newsletterSubscribers.email));
    expect(rows).toMatchObject([
      {
        email: 'left@example.in',
        confirmedAt: new Date('2025-04-01T10:00:00Z'),
        unsubscribedAt: new Date('2025-05-01T10:00:00Z'),
        confirmTokenHash: null,
      },
      {
        email: 'stays@example.in',
        confirmedAt: new Date('2025-03-01T10:00:00Z'),
        unsubscribedAt: null,
        confirmTokenHash: null,
      },
    ]);
    const newsletter = await sendNewsletter(
      handle.db,
      { subject: 'Still here', body: 'Hello again.' },
      'https://shop.example.in',
    );
    expect(newsletter.recipients).toBe(1);
  });
});
