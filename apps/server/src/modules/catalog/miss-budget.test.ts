import { catalogMessages } from '@artshop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProducts, resetCatalog } from '../../test/factories/catalog';
import { useTestApp } from '../../test/use-test-app';
import { createMissBudget, HOLD_RETRY_MS, type Admission } from './miss-budget';
import { cacheCounts, invalidateCatalogCache } from './response-cache';

// Decision 0070: one client's misses are bounded; hits, other clients and the allowlist are not.

function clock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

function admitted(admission: Admission): (heldUp?: number) => void {
  if (!('done' in admission)) throw new Error(`refused for ${admission.retryAfterMs} ms`);
  return admission.done;
}

const budgetOf = (time: ReturnType<typeof clock>, lanes = 10, waiting = 0, maxClients?: number) =>
  createMissBudget({ msPerSecond: 100, burstMs: 1000, lanes, waiting, now: time.now, maxClients });

describe('createMissBudget', () => {
  it('charges each miss the time it took, refuses a client in debt, and refills with time', async () => {
    const time = clock();
    const budget = budgetOf(time);
    const done = admitted(await budget.enter('a'));
    time.advance(1500);
    done();
    // 500 ms in debt at 100 ms a second: 5 seconds.
    expect(await budget.enter('a')).toEqual({ retryAfterMs: 5000, inDebt: true });
    // Another client has its own budget.
    admitted(await budget.enter('b'));
    time.advance(5001);
    admitted(await budget.enter('a'));
  });

  it('saves up no more than the burst after a long quiet spell', async () => {
    const time = clock();
    const budget = budgetOf(time);
    time.advance(1_000_000);
    const done = admitted(await budget.enter('a'));
    time.advance(1001);
    done();
    expect(await budget.enter('a')).toEqual({ retryAfterMs: 10, inDebt: true });
  });

  it('prepares a few misses of a client at once, queues the next and refuses past the queue', async () => {
    const time = clock();
    const budget = budgetOf(time, 2, 1);
    const first = admitted(await budget.enter('a'));
    admitted(await budget.enter('a'));
    let third: Admission | undefined;
    const waiting = budget.enter('a').then((admission) => (third = admission));
    expect(await budget.enter('a')).toEqual({ retryAfterMs: 1000, inDebt: false });
    // Another client's lanes are its own.
    admitted(await budget.enter('b'));
    await Promise.resolve();
    expect(third).toBeUndefined();
    first();
    await waiting;
    admitted(third!);
    // The lane went to the one waiting: a newcomer waits its turn instead of slipping in.
    let fifth: Admission | undefined;
    void budget.enter('a').then((admission) => (fifth = admission));
    await Promise.resolve();
    await Promise.resolve();
    expect(fifth).toBeUndefined();
  });

  it('turns away a queued miss whose turn comes after the budget is spent', async () => {
    const time = clock();
    const budget = budgetOf(time, 1, 4);
    const first = admitted(await budget.enter('a'));
    const queued = budget.enter('a');
    time.advance(2000);
    first();
    expect(await queued).toEqual({ retryAfterMs: 10_000, inDebt: true });
    // The lane is free again once the debt is repaid.
    time.advance(10_001);
    admitted(await budget.enter('a'));
  });

  it('forgets an idle client past its bound, never one with misses in progress', async () => {
    const time = clock();
    const budget = budgetOf(time, 1, 0, 2);
    const busy = admitted(await budget.enter('busy'));
    const spent = admitted(await budget.enter('spent'));
    time.advance(1200);
    spent();
    expect(await budget.enter('spent')).toMatchObject({ retryAfterMs: expect.any(Number) });
    admitted(await budget.enter('newcomer'));
    // 'spent' was idle and forgotten (a full budget); 'busy' still holds its one lane.
    admitted(await budget.enter('spent'));
    expect(await budget.enter('busy')).toEqual({ retryAfterMs: 1000, inDebt: false });
    busy();
  });

  it('charges the requests a miss held up, refills them as others arrive, not with time', async () => {
    const time = clock();
    let arrivals = 0;
    const budget = createMissBudget({
      msPerSecond: 100,
      burstMs: 1000,
      lanes: 2,
      waiting: 0,
      now: time.now,
      hold: { share: 0.01, burst: 5, arrivals: () => arrivals },
    });
    // A miss that held up nobody (alone on the server) costs nothing here.
    for (let i = 0; i < 20; i += 1) admitted(await budget.enter('a'))(0);
    admitted(await budget.enter('a'))(3);
    admitted(await budget.enter('a'))(2.5);
    expect(await budget.enter('a')).toEqual({ retryAfterMs: HOLD_RETRY_MS, inDebt: true });
    // Time alone repays nothing; others' requests do, one in a hundred of them here.
    time.advance(60_000);
    expect(await budget.enter('a')).toMatchObject({ inDebt: true });
    arrivals += 100;
    admitted(await budget.enter('a'));
    // Another client starts with its own saved-up share.
    admitted(await budget.enter('b'))(4);
    admitted(await budget.enter('b'));
  });

  it('bounds nothing at 0', async () => {
    const budget = createMissBudget({ msPerSecond: 0, burstMs: 0, lanes: 1, waiting: 0 });
    for (let i = 0; i < 100; i += 1) admitted(await budget.enter('a'));
  });
});

describe('the miss budget of cached public answers', () => {
  let t: TestApp;
  // 1 ms a second, 10 ms saved up: a handful of misses, then the client is in debt for a while.
  useTestApp(
    () => buildTestApp({ env: { CACHE_MISS_BUDGET: '1', RATE_LIMIT_ALLOWLIST: '10.9.9.9' } }),
    (built) => (t = built),
  );
  beforeAll(async () => {
    await resetCatalog(t.db);
    await createProducts(t.db, 3, () => ({ type: 'stoneArt' }));
    await invalidateCatalogCache(t.db);
  });

  const get = (url: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it("refuses one client's distinct misses once its time is spent, and nobody else's", async () => {
    const flooder = '10.1.1.1';
    let offset = 0;
    let refused: Awaited<ReturnType<typeof get>> | undefined;
    while (!refused && offset < 500) {
      const answer = await get(`/api/adminop/all?offset=${offset}`, flooder);
      if (answer.statusCode === 429) refused = answer;
      else expect(answer.statusCode).toBe(200);
      offset += 1;
    }
    expect(refused?.json()).toMatchObject({ message: catalogMessages.tooManyNewPages });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // What is stored costs nothing: the same client still gets it.
    expect((await get('/api/adminop/all?offset=0', flooder)).statusCode).toBe(200);
    // Another visitor's misses are their own.
    expect((await get(`/api/adminop/all?offset=${offset}`, '10.2.2.2')).statusCode).toBe(200);
  });

  it('refuses a client in debt at the server door as the route refused it, and serves it what is stored', async () => {
    // Decision 0131: over a real socket (the door is the server's, not inject's); one address.
    const own = await buildTestApp({ env: { CACHE_MISS_BUDGET: '1' } });
    await createProducts(own.db, 3, () => ({ type: 'stoneArt' }));
    const address = await own.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const fetchOnce = async (url: string) => {
        const answer = await fetch(`${address}${url}`);
        return { status: answer.status, headers: answer.headers, body: await answer.text() };
      };
      const stored = await fetchOnce('/api/adminop/all?offset=0');
      expect(stored.status).toBe(200);
      let offset = 1;
      let byRoute = await fetchOnce(`/api/adminop/all?offset=${offset}`);
      while (byRoute.status === 200 && offset < 500) {
        offset += 1;
        byRoute = await fetchOnce(`/api/adminop/all?offset=${offset}`);
      }
      expect(byRoute.status).toBe(429);
      const misses = cacheCounts(own.db).misses;
      const byDoor = await fetchOnce(`/api/adminop/all?offset=${offset + 1}`);
      expect(byDoor.status).toBe(429);
      expect(byDoor.body).toBe(byRoute.body);
      expect(JSON.parse(byDoor.body)).toMatchObject({ message: catalogMessages.tooManyNewPages });
      const headersOf = (headers: Headers) =>
        [...headers].filter(([name]) => name !== 'date' && name !== 'retry-after');
      expect(headersOf(byDoor.headers)).toEqual(headersOf(byRoute.headers));
      expect(Number(byDoor.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(cacheCounts(own.db).misses).toBe(misses + 1);
      // What is stored still costs nothing, and other routes are not the door's to refuse.
      expect((await fetchOnce('/api/adminop/all?offset=0')).body).toBe(stored.body);
      expect((await fetchOnce('/api/healthz')).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('never bounds an address on the rate-limit allowlist', async () => {
    for (let offset = 1000; offset < 1100; offset += 1) {
      expect((await get(`/api/adminop/all?offset=${offset}`, '10.9.9.9')).statusCode).toBe(200);
    }
  });
});
