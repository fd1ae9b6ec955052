import { whatsappMessages } from '@artshop/shared';
import { and, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WhatsappConfig } from '../../config';
import type { Db } from '../../db/client';
import { outboxLeases } from '../../lib/outbox-lease';
import {
  OUTBOX_BATCH_SIZE,
  OUTBOX_LEASE_MS,
  OUTBOX_SENDER_INTERVAL_MS,
  nextAttemptAfterFailure,
} from '../../lib/outbox-policy';
import { startRepeatingTask } from '../../lib/repeating-task';
import { whatsappOutbox, type WhatsappOutboxRow } from '../../db/schema';
import {
  createWhatsappClient,
  WhatsappSendError,
  WHATSAPP_SEND_TIMEOUT_MS,
  type WhatsappClient,
} from './graph-api';
import { whatsappNumberWithConsent } from './whatsapp-outbox.service';

/**
 * The WhatsApp outbox's sender (decision 0116), of the mail sender's shape (decision 0043): due
 * messages are claimed with FOR UPDATE SKIP LOCKED under a lease, retried and given up on by every
 * outbox's timings (lib/outbox-policy.ts). Each message asks its customer's consent again as it
 * goes (decision 0105). A COD code's message is never claimed here: it goes with the code's email
 * (decision 0118).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The Cloud API client of WHATSAPP_TOKEN; null without one (messages are kept). */
    whatsappClient: WhatsappClient | null;
    /** The running sender of a listening server (null otherwise). */
    whatsappSender: WhatsappSender | null;
  }
}

export interface WhatsappSenderDeps {
  db: Db;
  /** null: no WHATSAPP_TOKEN; due messages become 'kept'. */
  client: WhatsappClient | null;
  config: Pick<WhatsappConfig, 'templates' | 'language'>;
  log?: FastifyBaseLogger;
  batchSize?: number;
  shouldStop?: () => boolean;
  /** A failed send is never retried by the loop (a COD code's message, decision 0118). */
  permanentFailures?: boolean;
}

export interface WhatsappSendResult {
  sent: number;
  retrying: number;
  failed: number;
  kept: number;
  /** Not sent: the customer's consent was withdrawn. */
  withdrawn: number;
}

function depsOf(target: FastifyInstance | WhatsappSenderDeps): WhatsappSenderDeps {
  if (!('inject' in target)) return target;
  return {
    db: target.db,
    client: target.whatsappClient,
    config: target.config.whatsapp,
    log: target.log,
  };
}

/** Due: pending or lease run out, and not a code's message (those go with their email). */
const due = (at: Date) =>
  and(
    inArray(whatsappOutbox.status, ['pending', 'sending']),
    lte(whatsappOutbox.nextAttemptAt, at),
    isNull(whatsappOutbox.secretRef),
  );

const { claimDue, heldBy, release } = outboxLeases(whatsappOutbox);

/**
 * Records an accepted send: 'sent' with Meta's id, unless the status webhook was quicker and
 * already moved the row (it finds the row by that id only once it is stored, so it cannot be).
 */
export async function markWhatsappSent(
  db: Db,
  id: string,
  lease: Date,
  at: Date,
  messageId: string,
  to: string,
): Promise<void> {
  await db
    .update(whatsappOutbox)
    .set({
      status: 'sent',
      sentAt: at,
      statusAt: at,
      lockedUntil: null,
      lastError: null,
      messageId,
      toPhone: to,
    })
    .where(heldBy(id, lease));
}

/** Back to pending with the next attempt's time, or failed once retries are used up. */
export async function markWhatsappFailed(
  db: Db,
  row: Pick<WhatsappOutboxRow, 'id' | 'attempts' | 'createdAt'>,
  lease: Date,
  at: Date,
  error: string,
  permanent: boolean,
): Promise<'retrying' | 'failed'> {
  const next = nextAttemptAfterFailure(row, at, permanent);
  const giveUp = next === null;
  await db
    .update(whatsappOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: next ?? at,
      lockedUntil: null,
      lastError: error,
      statusAt: giveUp ? at : null,
    })
    .where(heldBy(row.id, lease));
  return giveUp ? 'failed' : 'retrying';
}

/**
 * Sends one claimed message with `parameters` (its stored ones, or with a code put in): asks the
 * consent first, then WhatsApp; records the outcome. Never throws for a refused send.
 */
export async function sendClaimed(
  deps: WhatsappSenderDeps,
  client: WhatsappClient,
  row: WhatsappOutboxRow,
  lease: Date,
  parameters: readonly string[],
  clock: () => Date,
): Promise<keyof WhatsappSendResult> {
  const { db } = deps;
  // Asked now, as it goes: a withdrawal after the queueing holds (decision 0105).
  const to = await whatsappNumberWithConsent(db, row.userId);
  if (!to) {
    await markWhatsappFailed(db, row, lease, clock(), whatsappMessages.consentWithdrawn, true);
    return 'withdrawn';
  }
  try {
    const { messageId } = await client.send({
      to,
      template: deps.config.templates[row.kind],
      language: deps.config.language,
      parameters,
    });
    await markWhatsappSent(db, row.id, lease, clock(), messageId, to);
    return 'sent';
  } catch (caught) {
    const error =
      caught instanceof WhatsappSendError
        ? caught
        : new WhatsappSendError(caught instanceof Error ? caught.message : 'unknown error', false);
    const outcome = await markWhatsappFailed(
      db,
      row,
      lease,
      clock(),
      error.message,
      error.permanent || deps.permanentFailures === true,
    );
    deps.log?.warn(
      { whatsappId: row.id, kind: row.kind, attempts: row.attempts, outcome, error: error.message },
      outcome === 'failed'
        ? 'whatsapp: gave up on a message'
        : 'whatsapp: sending failed; will retry',
    );
    return outcome;
  }
}

/**
 * One run of the sender: every message due at `now`, claimed in batches. Without a client every
 * due message is kept (stored for the back-office, never sent). Tests call it with the time they
 * want to be in; the clock runs on from `now` in real time.
 */
export async function sendDueWhatsapp(
  target: FastifyInstance | WhatsappSenderDeps,
  now: Date = new Date(),
): Promise<WhatsappSendResult> {
  const deps = depsOf(target);
  const result: WhatsappSendResult = { sent: 0, retrying: 0, failed: 0, kept: 0, withdrawn: 0 };
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
  const { db, client } = deps;
  if (!client) {
    const kept = await db
      .update(whatsappOutbox)
      .set({ status: 'kept', lockedUntil: null })
      .where(due(clock()))
      .returning({ id: whatsappOutbox.id });
    result.kept = kept.length;
    return result;
  }
  const batchSize = deps.batchSize ?? OUTBOX_BATCH_SIZE;
  const stopping = () => deps.shouldStop?.() ?? false;
  while (!stopping()) {
    const claimedAt = clock();
    const lease = new Date(claimedAt.getTime() + OUTBOX_LEASE_MS);
    const rows = await claimDue(db, due(claimedAt), lease, batchSize);
    for (const [index, row] of rows.entries()) {
      // A send must end inside the lease, or another process could take the message over.
      if (stopping() || lease.getTime() - clock().getTime() < WHATSAPP_SEND_TIMEOUT_MS * 2) {
        await release(db, rows.slice(index), lease, clock());
        break;
      }
      result[await sendClaimed(deps, client, row, lease, row.parameters, clock)] += 1;
    }
    if (rows.length < batchSize) break;
  }
  return result;
}

export interface WhatsappSender {
  kick: () => void;
  stop: () => Promise<void>;
}

/** Runs the sender every `intervalMs`, and at once (lib/repeating-task.ts). */
export function startWhatsappSender(
  deps: WhatsappSenderDeps & { intervalMs?: number },
): WhatsappSender {
  let stopped = false;
  const task = startRepeatingTask(
    'whatsapp sender',
    async () => {
      const result = await sendDueWhatsapp({ ...deps, shouldStop: () => stopped });
      const changed = result.sent + result.retrying + result.failed + result.withdrawn;
      if (changed > 0) deps.log?.info(result, 'whatsapp sender run');
      return changed;
    },
    { intervalMs: deps.intervalMs ?? OUTBOX_SENDER_INTERVAL_MS, log: deps.log, runAtStart: true },
  );
  return {
    kick: task.kick,
    stop: async () => {
      stopped = true;
      await task.stop();
    },
  };
}

/**
 * Gives the app its Cloud API client and runs the sender while the app listens (never in injected
 * test apps, which call `sendDueWhatsapp`). Says once at start whether WhatsApp messages are sent.
 */
export function registerWhatsappSender(
  app: FastifyInstance,
  { client, intervalMs }: { client?: WhatsappClient | null; intervalMs?: number } = {},
): void {
  app.decorate(
    'whatsappClient',
    client !== undefined ? client : createWhatsappClient(app.config.whatsapp),
  );
  app.decorate('whatsappSender', null);
  app.addHook('onListen', async () => {
    if (app.whatsappSender) return;
    if (app.whatsappClient) {
      app.log.info({ whatsapp: 'cloud-api' }, 'whatsapp: order updates sent by the Cloud API');
    } else {
      app.log.warn(
        { whatsapp: 'kept' },
        'WHATSAPP MESSAGES ARE NOT SENT: they are kept in the back-office (Back-office > Mail > WhatsApp). Set WHATSAPP_TOKEN to send them.',
      );
    }
    app.whatsappSender = startWhatsappSender({
      db: app.db,
      client: app.whatsappClient,
      config: app.config.whatsapp,
      log: app.log,
      intervalMs,
    });
  });
  app.addHook('onClose', async () => {
    await app.whatsappSender?.stop();
  });
}
