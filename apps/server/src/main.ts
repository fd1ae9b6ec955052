import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { answerBackupRequests } from './backup/backup-requests';
import { ConfigError, loadConfig, startWarnings, type Config } from './config';
import { createDb, type DbHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { setPasswordHashCost } from './lib/password';
import { createFilesPrivately, keepPrivate } from './lib/private-files';
import { startCatalogCacheSync } from './modules/catalog/catalog-cache-sync';
import { afterPayment } from './modules/commerce/after-payment-steps';
import { moveCustomArtPhotosToPrivate } from './modules/custom-art/custom-art-photos';
import { startPaymentSweep, type PaymentSweep } from './modules/payments/payment-sweep';
import { seedDemo } from './seed/seed-demo';

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  // Pretty lines for a person at a terminal; JSON lines for everything else (log collectors).
  const pretty = process.stdout.isTTY && !config.isProduction;
  return {
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Before the first hash (the admin's, at seeding): a test server may ask for cheaper ones (0088).
  setPasswordHashCost(config.passwordHashCost);
  // The database, customers' photos and backups are for this user alone (docs/security.md).
  createFilesPrivately();
  keepPrivate(config.dataDir);

  let handle: DbHandle;
  try {
    handle = await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      poolTimeoutMs: config.databasePoolTimeoutMs,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({
    config,
    db: handle.db,
    logger: loggerOptions(config),
    poolStats: handle.poolStats,
  });
  // On PostgreSQL other processes may write: hear their catalogue changes (decision 0059).
  const cacheSync =
    handle.kind === 'postgres' && config.databaseUrl
      ? startCatalogCacheSync(handle.db, config.databaseUrl, app.log)
      : undefined;

  let sweep: PaymentSweep | undefined;
  let shuttingDown = false;
  /**
   * Stops taking requests, lets those in flight finish, then closes the database. Never hangs: a
   * request that does not end (a stalled upload, a stuck query) meets the SHUTDOWN_TIMEOUT_MS
   * deadline, and the process exits 1 saying so, so a supervisor sees an unclean stop. Every
   * answered write is already in the database's files by then (decision 0041).
   */
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(
        { signal, timeoutMs: config.shutdownTimeoutMs },
        'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting without waiting any longer',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    let code = 0;
    try {
      await sweep?.stop();
      await app.close();
      await cacheSync?.stop();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      code = 1;
    }
    try {
      // An open PGlite keeps the process alive; a pool keeps connections.
      await handle.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the database failed');
      code = 1;
    }
    clearTimeout(deadline);
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // `npm run backup` while this process holds the embedded database (src/backup/backup-requests.ts).
  const dump = handle.dumpDataDir;
  if (dump) {
    process.on('SIGUSR2', () => {
      answerBackupRequests(config.dataDir, { kind: 'pglite', dump }, app.media).then(
        (written) => written.forEach((folder) => app.log.info({ folder }, 'backup written')),
        (error: unknown) => app.log.error({ err: error }, 'the backup failed'),
      );
    });
  }

  try {
    await migrate(handle.db);
    app.log.info({ database: handle.kind }, 'database ready');
    // Before the first request: photos an older version left in public media become private.
    // A failure must not keep the shop closed: /media refuses those photos in any case.
    await moveCustomArtPhotosToPrivate(handle.db, config.dataDir, app.log).catch((error) =>
      app.log.error({ err: error }, 'moving custom art photos to private storage failed'),
    );
    // Makes sure an admin exists; fills the demo catalogue only on an empty database (SEED_DEMO).
    await seedDemo(handle.db, config, app.log);
    await cacheSync?.ready;
    await app.listen({ host: config.host, port: config.port });
    for (const warning of startWarnings(config)) app.log.warn(warning);
    if (config.paymentMode === 'test') {
      // Said once, loudly: a shop in test mode hands out orders without taking money.
      app.log.warn(
        { paymentMode: 'test' },
        'TEST MODE: the shop is not taking real money; every payment goes through the test window. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
      );
    } else {
      app.log.info({ paymentMode: 'razorpay' }, 'payments: Razorpay');
    }
    // Pending orders are re-checked with the provider now and then, so a payment whose callback
    // and webhook never arrived still ends up as a paid order.
    sweep = startPaymentSweep({
      db: handle.db,
      payments: app.payments,
      settings: config,
      afterPayment,
      log: app.log,
    });
  } catch (error) {
    app.log.fatal({ err: error }, 'failed to start');
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
