import { adminMailMessages } from '@artshop/shared';
import { and, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { outboxLeases } from '../../lib/outbox-lease';
import {
  OUTBOX_BATCH_SIZE,
  OUTBOX_LEASE_MS,
  OUTBOX_SENDER_INTERVAL_MS,
  nextAttemptAfterFailure,
} from '../../lib/outbox-policy';
import { startRepeatingTask } from '../../lib/repeating-task';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import { finishParts, type SendTimeSecrets } from './send-time-secrets';
import {
  createMailTransport,
  describeSendError,
  isPermanentRejection,
  MAX_SEND_MS,
  type MailTransport,
} from './transport';

/**
 * The outbox's sender (docs/decisions/0043-mail-outbox.md). Every server process may run it: a
 * message is claimed with FOR UPDATE SKIP LOCKED and held by a lease, so two processes never hold
 * the same message; a process killed mid-send leaves a lease that runs out, and the message is
 * tried once more. The timings are every outbox's (lib/outbox-policy.ts).
 */

/** How long a stopping server waits for the message in flight before closing anyway. */
const STOP_WAIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP transport of SMTP_URL; null without one (messages are kept, never sent). */
    mailTransport: MailTransport | null;
    /**
     * The running sender of a listening server (null otherwise): `kick()` after a commit that
     * enqueued mail sends it now rather than at the next tick.
     */
    mailSender: MailSender | null;
    /** The issuers of links made only when a message is sent (decision 0072), by kind. */
    mailSecrets: SendTimeSecrets;
  }
}

export interface MailSenderDeps {
  db: Db;
  /** null: no SMTP_URL; due messages become 'kept'. */
  transport: MailTransport | null;
  /** The From header (config.mail.from). */
  from: string;
  /** To keep the SMTP credentials out of recorded errors. */
  smtpUrl?: string | undefined;
  log?: FastifyBaseLogger;
  batchSize?: number;
  /** Asked between messages: a stopping server sends no further message. */
  shouldStop?: () => boolean;
  /** The issuers of links made at send time (decision 0072); a message with one needs its kind's. */
  secrets?: SendTimeSecrets;
  /**
   * Development without SMTP_URL: a kept message's link is made anyway and the message, link and
   * all, goes to the log (the developer's console), never to the database (decision 0072).
   */
  logKeptSecrets?: boolean;
}

export interface SendDueResult {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up on. */
  failed: number;
  /** Stored without sending (no SMTP_URL). */
  kept: number;
}

function depsOf(target: FastifyInstance | MailSenderDeps): MailSenderDeps {
  if (!('inject' in target)) return target;
  return {
    db: target.db,
    transport: target.mailTransport,
    from: target.config.mail.from,
    smtpUrl: target.config.mail.smtpUrl,
    log: target.log,
    secrets: target.mailSecrets,
    logKeptSecrets: keptSecretsLogged(target.config),
  };
}

/** Whether kept messages' links go to the log: development without SMTP (decision 0072). */
export function keptSecretsLogged(config: FastifyInstance['config']): boolean {
  return config.nodeEnv === 'development' && !config.mail.smtpUrl;
}

/** `<outbox id@the From address's domain>`: the same Message-ID on every attempt of a message. */
function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

const due = (at: Date) =>
  and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, at));

const { claimDue, heldBy, release } = outboxLeases(mailOutbox);

async function markSent(db: Db, row: MailOutboxRow, lease: Date, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
    .where(heldBy(row.id, lease));
}

/** Back to pending with the next attempt's time, or failed once the retries are used up. */
async function markFailed(
  db: Db,
  row: MailOutboxRow,
  lease: Date,
  at: Date,
  error: string,
  permanent: boolean,
): Promise<'retrying' | 'failed'> {
  const next = nextAttemptAfterFailure(row, at, permanent);
  const giveUp = next === null;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: next ?? at,
      lockedUntil: null,
      lastError: error,
    })
    .where(heldBy(row.id, lease));
  return giveUp ? 'failed' : 'retrying';
}

/**
 * Without SMTP_URL: every due message is kept, stored for the back-office and never sent. A link
 * made at send time is not made for a kept message, except in development, where the finished
 * message goes to the log (the developer's console) so a password can still be reset locally.
 */
async function keepDue(deps: MailSenderDeps, at: Date): Promise<number> {
  const keep = deps.db.update(mailOutbox).set({ status: 'kept', lockedUntil: null }).where(due(at));
  if (!deps.logKeptSecrets) return (await keep.returning({ id: mailOutbox.id })).length;
  const kept = await keep.returning();
  for (const row of kept) {
    if (row.secretRef === null) continue;
    try {
      const parts = await finishParts(deps.secrets ?? {}, deps.db, row, at);
      deps.log?.info(
        { mailId: row.id, kind: row.kind, to: row.toAddress, text: parts?.text ?? null },
        parts
          ? 'mail kept (development): the message as it would be sent, with its working link'
          : 'mail kept (development): its link was used or has expired',
      );
    } catch (error) {
      deps.log?.warn({ err: error, mailId: row.id }, 'mail kept: could not make its link');
    }
  }
  return kept.length;
}

/**
 * One run of the sender: delivers every message due at `now` (claimed in batches), records each
 * outcome, and answers the counts. `target` is the app (its database, transport and From) or the
 * parts themselves. The listening server calls it on a timer; tests call it directly with the
 * time they want to be in. The clock starts at `now` and runs on in real time, so leases and retry
 * times stay right however long the run takes.
 */
export async function sendDueMail(
  target: FastifyInstance | MailSenderDeps,
  now: Date = new Date(),
): Promise<SendDueResult> {
  const deps = depsOf(target);
  const result: SendDueResult = { sent: 0, retrying: 0, failed: 0, kept: 0 };
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
  const { db, transport } = deps;
  if (!transport) {
    result.kept = await keepDue(deps, clock());
    return result;
  }

  const batchSize = deps.batchSize ?? OUTBOX_BATCH_SIZE;
  const stopping = () => deps.shouldStop?.() ?? false;
  while (!stopping()) {
    const claimedAt = clock();
    const lease = new Date(claimedAt.getTime() + OUTBOX_LEASE_MS);
    const rows = await claimDue(db, due(claimedAt), lease, batchSize);
    for (const [index, row] of rows.entries()) {
      // A send must end (or time out) inside the lease, or another process could take the
      // message over while it is still on its way.
      const leaseLeft = lease.getTime() - clock().getTime();
      if (stopping() || leaseLeft < MAX_SEND_MS) {
        await release(db, rows.slice(index), lease, clock());
        break;
      }
      let error: unknown;
      let gone = false;
      try {
        // A link that opens an account is made now, for this attempt only, and lives in memory
        // until SMTP has it; the stored row keeps its placeholder (decision 0072).
        const parts = await finishParts(deps.secrets ?? {}, db, row, clock());
        if (parts === null) gone = true;
        else {
          await transport.send({
            from: deps.from,
            to: row.toAddress,
            subject: row.subject,
            html: parts.html,
            text: parts.text,
            headers: row.headers,
            messageId: messageIdFor(row.id, deps.from),
          });
        }
      } catch (caught) {
        error = caught ?? new Error('unknown error');
      }
      // If recording the outcome fails, the lease runs out and the message is tried once more.
      if (gone) {
        // A dead link is not worth an email: the customer asks for a new one.
        await markFailed(db, row, lease, clock(), adminMailMessages.linkGone, true);
        result.failed += 1;
        deps.log?.info({ mailId: row.id, kind: row.kind }, 'mail: its link is gone; not sent');
      } else if (error === undefined) {
        await markSent(db, row, lease, clock());
        result.sent += 1;
      } else {
        const message = describeSendError(error, deps.smtpUrl);
        const outcome = await markFailed(
          db,
          row,
          lease,
          clock(),
          message,
          isPermanentRejection(error),
        );
        result[outcome] += 1;
        deps.log?.warn(
          { mailId: row.id, kind: row.kind, attempts: row.attempts, outcome, error: message },
          outcome === 'failed' ? 'mail: gave up on a message' : 'mail: sending failed; will retry',
        );
      }
    }
    if (rows.length < batchSize) break;
  }
  return result;
}

export interface MailSender {
  /** Looks for due messages now (still one run at a time), e.g. right after an enqueue. */
  kick: () => void;
  /** Stops the timer and waits a moment for the message in flight. */
  stop: () => Promise<void>;
}

/** Runs the sender every `intervalMs`, and at once: messages may have waited while the server was down. */
export function startMailSender(deps: MailSenderDeps & { intervalMs?: number }): MailSender {
  let stopped = false;
  const task = startRepeatingTask(
    'mail sender',
    async () => {
      const result = await sendDueMail({ ...deps, shouldStop: () => stopped });
      const changed = result.sent + result.retrying + result.failed;
      if (changed > 0) deps.log?.info(result, 'mail sender run');
      return changed;
    },
    {
      intervalMs: deps.intervalMs ?? OUTBOX_SENDER_INTERVAL_MS,
      log: deps.log,
      runAtStart: true,
      stopWaitMs: STOP_WAIT_MS,
    },
  );
  return {
    kick: task.kick,
    stop: async () => {
      stopped = true;
      await task.stop();
      deps.transport?.close();
    },
  };
}

/**
 * Gives the app its transport and runs the sender while the app listens: started by `listen()`
 * (after main.ts has migrated the database), stopped by `close()` before main.ts closes the
 * database. Apps that are only injected into (the tests) never start it; they call `sendDueMail`.
 * Says once at start whether mail is sent, and never the SMTP credentials.
 */
export function registerMailSender(
  app: FastifyInstance,
  { secrets = {}, intervalMs }: { secrets?: SendTimeSecrets; intervalMs?: number } = {},
): void {
  app.decorate('mailTransport', createMailTransport(app.config));
  app.decorate('mailSender', null);
  app.decorate('mailSecrets', secrets);
  app.addHook('onListen', async () => {
    if (app.mailSender) return;
    const { smtpUrl, from } = app.config.mail;
    if (app.mailTransport && smtpUrl) {
      app.log.info({ mail: 'smtp', host: new URL(smtpUrl).hostname, from }, 'mail: sent by SMTP');
    } else {
      app.log.warn(
        { mail: 'kept' },
        'MAIL IS NOT SENT: messages are kept in the back-office (Back-office > Mail). Set SMTP_URL to send them.',
      );
    }
    app.mailSender = startMailSender({
      db: app.db,
      transport: app.mailTransport,
      from,
      smtpUrl,
      log: app.log,
      intervalMs,
      secrets,
      logKeptSecrets: keptSecretsLogged(app.config),
    });
  });
  app.addHook('onClose', async () => {
    await app.mailSender?.stop();
  });
}
