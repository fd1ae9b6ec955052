import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { LISTENER_APPLICATION_NAME, listenForever, type Listener } from '../../lib/cache-sync';
import { dropCatalogCopies, setCatalogCacheSync } from './response-cache';

/**
 * Cross-process invalidation of the catalogue's ready bytes on PostgreSQL (decision 0059). A
 * writer, after its transaction committed, bumps the `catalog` row of `cache_generations` and
 * NOTIFYs `catalog:<generation>` in one statement. Every process LISTENs on one dedicated
 * connection; told, it drops its copies, then acknowledges (`ack:<generation>:<process>`). The
 * writer answers once every listening process has acknowledged (at most ACK_WAIT_MS), so the next
 * shopper request on any process reads the change. While its LISTEN connection is down a process
 * serves no copy at all, and after it comes back it starts from nothing, so a missed message never
 * leaves a stale copy behind.
 */

export const CACHE_CHANNEL = 'artshop_cache';
const CATALOG = 'catalog';
/** How long a writer waits for the acknowledgements before answering anyway (the TTL bounds it). */
const ACK_WAIT_MS = 1_000;

export interface CatalogCacheSync {
  /** Resolves once the LISTEN connection is up for the first time (or has failed once). */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function startCatalogCacheSync(
  db: Db,
  databaseUrl: string,
  log: FastifyBaseLogger,
): CatalogCacheSync {
  const self = randomUUID();
  // generation -> the processes that have dropped their copies for it.
  const acks = new Map<number, Set<string>>();
  const waiting = new Set<{ generation: number; needed: number; resolve: () => void }>();

  const check = () => {
    for (const waiter of waiting) {
      if ((acks.get(waiter.generation)?.size ?? 0) >= waiter.needed) waiter.resolve();
    }
  };

  const waitForAcks = (generation: number, needed: number) =>
    new Promise<void>((resolve) => {
      const waiter = {
        generation,
        needed,
        resolve: () => {
          clearTimeout(timer);
          waiting.delete(waiter);
          acks.delete(generation);
          resolve();
        },
      };
      // A process that dies or loses its connection must not hold an admin's answer for long.
      const timer = setTimeout(waiter.resolve, ACK_WAIT_MS);
      waiting.add(waiter);
      check();
    });

  const announce = async (): Promise<void> => {
    try {
      const result = await db.execute(sql`
        with bumped as (
          insert into cache_generations (name, generation, changed_at)
          values (${CATALOG}, 1, now())
          on conflict (name) do update
            set generation = cache_generations.generation + 1, changed_at = now()
          returning generation
        )
        select pg_notify(${CACHE_CHANNEL}, ${CATALOG} || ':' || generation) as sent,
          generation::text as generation,
          (select count(*) from pg_stat_activity
            where datname = current_database()
              and application_name = ${LISTENER_APPLICATION_NAME})::int as listeners
        from bumped`);
      const [row] = rowsOf<{ generation: string; listeners: number }>(result);
      if (row) await waitForAcks(Number(row.generation), Number(row.listeners));
    } catch (error) {
      log.error({ err: error }, 'announcing a catalogue change to the other processes failed');
    }
  };

  const acknowledge = (generation: number) =>
    db
      .execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`ack:${generation}:${self}`})`)
      .catch((error: unknown) => log.warn({ err: error }, 'catalogue cache sync: ack failed'));

  const listener: Listener = listenForever(databaseUrl, CACHE_CHANNEL, {
    onMessage: (payload) => {
      const [kind, generationText, from] = payload.split(':');
      const generation = Number(generationText);
      if (kind === CATALOG) {
        dropCatalogCopies(db);
        void acknowledge(generation);
      } else if (kind === 'ack' && from) {
        // Only a writer waiting here cares; others forget acknowledgements at once.
        if (![...waiting].some((w) => w.generation === generation)) return;
        const seen = acks.get(generation) ?? new Set<string>();
        seen.add(from);
        acks.set(generation, seen);
        check();
      }
    },
    onUp: () => setCatalogCacheSync(db, 'synced', announce),
    onDown: (error) => {
      setCatalogCacheSync(db, 'unsynced', announce);
      if (error) log.warn({ err: error }, 'catalogue cache sync: LISTEN connection lost');
    },
  });

  return {
    ready: listener.ready,
    stop: async () => {
      await listener.stop();
      for (const waiter of waiting) waiter.resolve();
      setCatalogCacheSync(db, 'local');
    },
  };
}
