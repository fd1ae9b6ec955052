import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { mailOutbox, whatsappOutbox } from '../db/schema';
import { INTERRUPTED_SEND_ERROR } from './outbox-policy';

/** The outboxes sent under a lease (lib/outbox-policy.ts): mail and WhatsApp. */
type OutboxTable = typeof mailOutbox | typeof whatsappOutbox;

export interface OutboxLeases<Row> {
  /**
   * Claims up to `limit` rows that `due` selects for this process until `lease`. SKIP LOCKED lets
   * several processes claim at once without waiting for, or taking, each other's rows.
   * `next_attempt_at` moves to the lease's end, so one condition (and the partial index on it)
   * finds both pending rows and rows whose lease ran out. Each claim counts as an attempt; a row
   * taken over from a stopped process says so in its last error.
   */
  claimDue: (db: Db, due: SQL | undefined, lease: Date, limit: number) => Promise<Row[]>;
  /** Only the holder of the lease may settle a row (a taken-over row is someone else's now). */
  heldBy: (id: string, lease: Date) => SQL | undefined;
  /** Claimed but not tried (the lease is nearly over, or the server stops): pending again now. */
  release: (db: Db, rows: readonly { id: string }[], lease: Date, at: Date) => Promise<void>;
}

/** The claim, hold and release of one outbox's rows, the same SQL for every outbox. */
export function outboxLeases<T extends OutboxTable>(table: T): OutboxLeases<T['$inferSelect']> {
  // Both tables have these columns; drizzle cannot type an update's values over a table chosen by
  // a type parameter, so the SQL is written against one of them.
  const outbox = table as typeof mailOutbox;
  const held = (ids: SQL | undefined, lease: Date) =>
    and(ids, eq(outbox.status, 'sending'), eq(outbox.lockedUntil, lease));
  const heldBy = (id: string, lease: Date) => held(eq(outbox.id, id), lease);
  return {
    heldBy,
    claimDue: async (db, due, lease, limit) => {
      const dueIds = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(due)
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(outbox)
        .set({
          status: 'sending',
          lockedUntil: lease,
          nextAttemptAt: lease,
          attempts: sql`${outbox.attempts} + 1`,
          lastError: sql`case when ${outbox.status} = 'sending' then ${INTERRUPTED_SEND_ERROR} else ${outbox.lastError} end`,
        })
        .where(inArray(outbox.id, dueIds))
        .returning();
      return rows as T['$inferSelect'][];
    },
    release: async (db, rows, lease, at) => {
      if (rows.length === 0) return;
      await db
        .update(outbox)
        .set({
          status: 'pending',
          nextAttemptAt: at,
          lockedUntil: null,
          attempts: sql`${outbox.attempts} - 1`,
        })
        .where(
          held(
            inArray(
              outbox.id,
              rows.map((row) => row.id),
            ),
            lease,
          ),
        );
    },
  };
}
