import pg from 'pg';

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel for the life of the process, and
 * comes back by itself when it drops (cross-process cache invalidation, decision 0059). Not from
 * the pool: a pooled client is handed to queries and released, and a notification for a released
 * client is lost. While it is down, the owner must assume it missed messages (`onDown`); once it is
 * back (`onUp`) nothing tells what was missed, so the owner starts from nothing again.
 */

export interface ListenerHandlers {
  onMessage: (payload: string) => void;
  /** Connected and listening: from now on every notification arrives. */
  onUp: () => void;
  /** Not listening (yet, or any more): notifications may be missed. */
  onDown: (error: Error | undefined) => void;
}

export interface Listener {
  /** Resolves once the first LISTEN is in place (or failed: it keeps retrying either way). */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

/** Waits between attempts to reconnect, doubling from the first to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/** The application_name of every LISTEN connection, so a writer can count the listening processes. */
export const LISTENER_APPLICATION_NAME = 'artshop-cache-sync';

export function listenForever(
  connectionString: string,
  channel: string,
  handlers: ListenerHandlers,
): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const scheduleRetry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const lost = (current: pg.Client, error: Error | undefined) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners('notification');
    void current.end().catch(() => undefined);
    if (stopped) return;
    handlers.onDown(error);
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const current = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current, new Error('the LISTEN connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(current, error instanceof Error ? error : new Error(String(error)));
      markReady();
      return;
    }
    if (client !== current) return;
    retryMs = RETRY_FIRST_MS;
    handlers.onUp();
    markReady();
  }

  handlers.onDown(undefined);
  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
