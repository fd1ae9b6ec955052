import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/use-test-app';
import { createCustomArtRequest } from '../../../test/factories/custom-art';
import { myRequestsUrl, queueCommissionUpdate } from './commission';

// queueCommissionUpdate alone (decision 0053): one message per request and stage.

let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));

describe('queueCommissionUpdate', () => {
  it('queues one message per request and stage, to the request email', async () => {
    const request = await createCustomArtRequest(t.db, {
      stage: 'in_progress',
      email: 'Nila@Example.in',
      description: `A long story ${'x'.repeat(400)}`,
    });
    expect(await queueCommissionUpdate(t.db, t.config, request)).toBe(true);
    expect(await queueCommissionUpdate(t.db, t.config, request)).toBe(false);
    expect(await queueCommissionUpdate(t.db, t.config, { ...request, stage: 'completed' })).toBe(
      true,
    );

    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'Nila@Example.in'));
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual([
      `commission:${request.id}:completed:requester`,
      `commission:${request.id}:in_progress:requester`,
    ]);
    const [first] = rows;
    expect(first!.html).toContain(myRequestsUrl(t.config.siteUrl));
    // The description is cut to an excerpt; My Account has the rest.
    expect(first!.textBody).toContain('A long story');
    expect(first!.textBody).not.toContain('x'.repeat(250));
    expect(first!.textBody).toContain('…');
  });
});
