/**
 * The benchmark's server process, forked by `scripts/bench.ts` so the load generator and the server
 * do not share one event loop. It builds the real app on a fresh PGlite database in the temporary
 * DATA_DIR it is given (argv[2]), seeds the demo catalogue, and listens on 127.0.0.1 with a random
 * port. Next to it a bare Fastify instance answers with the stoneArt list's exact bytes from memory
 * (the baseline of the ≥ 0.5 bar). It reports a `ready` message and stops on `stop` or disconnect.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemo } from '../../src/seed/seed-demo';
import { portOf } from './cli';
import { APP_MEMORY_PATH, STONE_ART_PATH, type FailedMessage, type ReadyMessage } from './protocol';

const LOOPBACK = '127.0.0.1';

function send(message: ReadyMessage | FailedMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: server.ts <temporary DATA_DIR>');

  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS_TEST_MODE: 'true',
    HOST: LOOPBACK,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'bench-admin@artshop.local',
    ADMIN_PASSWORD: 'bench-password-not-secret',
  });

  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  let baseline: FastifyInstance | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await app?.close().catch(() => undefined);
    await baseline?.close().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    process.exit(code);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop(0);
  });
  process.on('disconnect', () => void stop(0));

  try {
    handle = await createDb({ dataDir });
    await migrate(handle.db);
    const quiet = { info: () => undefined, warn: () => undefined };
    const seed = await seedDemo(handle.db, config, quiet);

    // Filled in once the real response is known; both in-memory routes answer with these bytes.
    let body = '';
    let contentType = 'application/json; charset=utf-8';

    app = await buildApp({ config, db: handle.db, webDistDir: null });
    app.get(APP_MEMORY_PATH, (_request, reply) => reply.type(contentType).send(body));
    await app.listen({ host: LOOPBACK, port: 0 });
    const appUrl = `http://${LOOPBACK}:${portOf(app)}`;

    baseline = Fastify({ logger: false });
    baseline.get(STONE_ART_PATH, (_request, reply) => reply.type(contentType).send(body));
    await baseline.listen({ host: LOOPBACK, port: 0 });
    const baselineUrl = `http://${LOOPBACK}:${portOf(baseline)}`;

    const response = await fetch(`${appUrl}${STONE_ART_PATH}`);
    if (response.status !== 200) throw new Error(`${STONE_ART_PATH} answered ${response.status}`);
    body = await response.text();
    contentType = response.headers.get('content-type') ?? contentType;
    const list = JSON.parse(body) as { products: { id: string }[] };
    const productId = list.products[0]?.id;
    if (!productId) throw new Error('the seeded catalogue has no stoneArt product');

    send({
      type: 'ready',
      appUrl,
      baselineUrl,
      productId,
      stoneArtProducts: list.products.length,
      stoneArtBytes: Buffer.byteLength(body),
      contentType,
      seedMs: seed.catalogueMs,
    });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    await stop(1);
  }
}

void main();
