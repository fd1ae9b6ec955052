import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';
import { useTestDb } from '../../../test/use-test-db';
import { queueMail } from './queue-mail';

describe('queueMail', () => {
  let handle: DbHandle;
  useTestDb((created) => (handle = created));

  const envelope = {
    dedupeKey: 'test:queue-mail:1',
    kind: 'test-kind',
    to: 'asha@example.com',
    subject: 'Hello',
  };
  const template = createElement('p', null, 'Tea & biscuits');

  it('writes the envelope and both rendered parts to the outbox, once per dedupe key', async () => {
    expect(await queueMail(handle.db, envelope, template)).toBe(true);
    expect(await queueMail(handle.db, envelope, createElement('p', null, 'Other'))).toBe(false);
    const rows = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, envelope.dedupeKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'test-kind',
      toAddress: 'asha@example.com',
      subject: 'Hello',
      status: 'pending',
    });
    expect(rows[0]?.html).toContain('Tea &amp; biscuits');
    expect(rows[0]?.textBody).toContain('Tea & biscuits');
  });
});
