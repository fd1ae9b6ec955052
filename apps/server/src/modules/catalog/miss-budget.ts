/**
 * How much of the server's time one client may spend preparing public answers (decision 0070). A
 * stored answer costs nothing, so hits never count; a miss costs a database read, a render and
 * compression, much of it on the server's own thread, and one client asking for distinct addresses
 * as fast as answers come would take that thread from every other visitor. So each client address
 * has:
 * - a budget of preparation time: `msPerSecond` milliseconds a second, saved up to `burstMs`; each
 *   miss is charged the time it took, and a client in debt is answered 429 until it is repaid;
 * - lanes: at most `lanes` of its misses are prepared at once; the next `waiting` wait their turn
 *   (a browser opens six connections to a host), further ones are answered 429 at once.
 * Time, not a count, is what is bounded: a heavy list costs more than a small product, and when the
 * server is busy every miss takes longer and a client's budget goes less far.
 *
 * And, with `hold` (decision 0131), what its misses cost everyone else: a miss whose work runs on the
 * server's own thread (PGlite's query, the serialization) holds up every request that arrives
 * meanwhile, a cached one too. Each miss is charged the requests it held up, and a client may hold
 * up only a small share of all requests (`share` of those arriving, saved up to `burst`). Alone on a
 * quiet server a miss holds up nobody and costs nothing here; during others' traffic a flood of
 * misses is refused before it shows in their slowest answers.
 */

/** Addresses remembered at most; an idle one is forgotten first (it comes back with a full budget). */
export const MISS_BUDGET_CLIENTS = 10_000;

export interface MissBudgetOptions {
  msPerSecond: number;
  burstMs: number;
  lanes: number;
  waiting: number;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
  maxClients?: number;
  /** Others' requests a client's misses may hold up (decision 0131); unbounded without. */
  hold?: HoldOptions;
}

export interface HoldOptions {
  /** The share of all arriving requests a client earns the right to hold up. */
  share: number;
  /** Held-up requests saved up at most (a new client starts with them). */
  burst: number;
  /** How many requests have arrived at the server so far (a counter that only grows). */
  arrivals: () => number;
}

/**
 * `done(heldUp)`: the miss is over (sent, failed or abandoned), having held up that many requests.
 * A refusal says when to ask again, and whether the client is in debt (rather than out of lanes).
 */
export type Admission =
  { done: (heldUp?: number) => void } | { retryAfterMs: number; inDebt: boolean };

export interface MissBudget {
  /** Resolves when `client` may prepare an answer (call `done` once it is sent), or with a wait. */
  enter(client: string): Promise<Admission>;
}

/** Held-up requests are repaid by others' traffic, whose pace is unknown: ask again in a second. */
export const HOLD_RETRY_MS = 1000;

interface Client {
  balance: number;
  at: number;
  /** Requests its misses may still hold up, and the arrivals counted when that was worked out. */
  held: number;
  heldAt: number;
  running: number;
  queue: (() => void)[];
}

const idle = (client: Client) => client.running === 0 && client.queue.length === 0;

export function createMissBudget(options: MissBudgetOptions): MissBudget {
  const { msPerSecond, burstMs, lanes, waiting, hold } = options;
  const now = options.now ?? (() => performance.now());
  const arrivals = () => hold?.arrivals() ?? 0;
  const maxClients = options.maxClients ?? MISS_BUDGET_CLIENTS;
  // Insertion order is recency: a client seen again is moved to the end.
  const clients = new Map<string, Client>();

  const clientOf = (address: string, at: number): Client => {
    const seen = clients.get(address);
    if (seen) {
      clients.delete(address);
      clients.set(address, seen);
      return seen;
    }
    const fresh: Client = {
      balance: burstMs,
      at,
      held: hold?.burst ?? 0,
      heldAt: arrivals(),
      running: 0,
      queue: [],
    };
    clients.set(address, fresh);
    if (clients.size > maxClients) {
      for (const [key, client] of clients) {
        if (key !== address && idle(client)) {
          clients.delete(key);
          break;
        }
      }
    }
    return fresh;
  };

  const refill = (client: Client, at: number) => {
    client.balance = Math.min(burstMs, client.balance + ((at - client.at) * msPerSecond) / 1000);
    client.at = at;
    if (hold) {
      const arrived = arrivals();
      client.held = Math.min(hold.burst, client.held + (arrived - client.heldAt) * hold.share);
      client.heldAt = arrived;
    }
  };

  const debt = (client: Client): Admission | undefined => {
    if (client.balance <= 0) {
      const retryAfterMs = Math.max(1, Math.ceil((-client.balance * 1000) / msPerSecond));
      return { retryAfterMs, inDebt: true };
    }
    if (hold && client.held <= 0) return { retryAfterMs: HOLD_RETRY_MS, inDebt: true };
    return undefined;
  };

  // A finished miss hands its lane straight to the next one waiting, so none can slip in between.
  const passLane = (client: Client) => {
    const next = client.queue.shift();
    if (next) next();
    else client.running -= 1;
  };

  /** Starts a miss in a lane: a free one, or (`handed`) the one just passed to it. */
  const admit = (client: Client, handed = false): Admission => {
    if (!handed) client.running += 1;
    const started = now();
    let finished = false;
    return {
      done: (heldUp = 0) => {
        if (finished) return;
        finished = true;
        const at = now();
        refill(client, at);
        client.balance -= at - started;
        client.held -= heldUp;
        passLane(client);
      },
    };
  };

  return {
    async enter(address) {
      if (msPerSecond <= 0) return { done: () => undefined };
      const client = clientOf(address, now());
      refill(client, now());
      const owed = debt(client);
      if (owed) return owed;
      if (client.running < lanes) return admit(client);
      if (client.queue.length >= waiting) return { retryAfterMs: 1000, inDebt: false };
      await new Promise<void>((resolve) => client.queue.push(resolve));
      // Its turn, in the lane just passed to it: the misses before it may have spent the budget.
      refill(client, now());
      const owedNow = debt(client);
      if (owedNow) {
        passLane(client);
        return owedNow;
      }
      return admit(client, true);
    },
  };
}
