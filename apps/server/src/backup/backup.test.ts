import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CreateOrderResponse } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/bundle-server.mjs';
import { buildTestAppOn } from '../test/build-test-app';
import { createDb, type DbHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { rowsOf } from '../db/rows';
import { orderItems, orders } from '../db/schema';
import { createProduct } from '../test/factories/catalog';
import { fillCart, orderBody } from '../test/factories/checkout';
import { createSignedInCustomer } from '../test/factories/users';
import { writeBackup } from './backup';
import { answerBackupRequests, requestBackupFrom } from './backup-requests';
import { restoreBackup } from './restore';
import { createPgliteTestDb } from '../test/pglite-template';
import { payInTestMode } from '../test/factories/payments';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const handles: DbHandle[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'artshop-backup-'));
  dirs.push(dir);
  return dir;
}

async function openShop(dataDir: string): Promise<{ handle: DbHandle; app: FastifyInstance }> {
  const handle = await createPgliteTestDb({ dataDir });
  handles.push(handle);
  const app = await buildTestAppOn(handle.db, dataDir);
  return { handle, app };
}

/** A customer's whole checkout: cart, order, the test payment window and the callback. */
async function buyAndPay(app: FastifyInstance, db: DbHandle['db']): Promise<string> {
  const { user, cookie } = await createSignedInCustomer(db);
  const product = await createProduct(db);
  await fillCart(db, user.id, [{ product, quantity: 2 }]);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie },
    payload: orderBody(),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json<CreateOrderResponse>().order.id;
  expect((await payInTestMode(app, cookie, orderId)).statusCode).toBe(303);
  return orderId;
}

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Real files, a real second process for the command line: slower than an in-memory test.
describe('backups of the embedded database', { timeout: 120_000 }, () => {
  it('restores a backup taken under write load: every order paid before it, each one whole', async () => {
    const dataDir = tempDir();
    const { handle, app } = await openShop(dataDir);
    mkdirSync(path.join(dataDir, 'media', 'products'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'products', 'a.webp'), 'image bytes');

    // Four shoppers keep checking out while the backup is taken.
    const paidBeforeBackup: string[] = [];
    let backupStarted = false;
    let stop = false;
    const shoppers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const id = await buyAndPay(app, handle.db);
        if (!backupStarted) paidBeforeBackup.push(id);
      }
    });
    while (paidBeforeBackup.length < 6) await new Promise((resolve) => setTimeout(resolve, 20));
    backupStarted = true;
    const dump = handle.dumpDataDir;
    if (!dump) throw new Error('PGlite handles can dump');
    const backup = await writeBackup({ source: { kind: 'pglite', dump }, dataDir });
    stop = true;
    // Owner-only whatever the process's umask: the copy holds the customers' data.
    expect(statSync(backup).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(backup, 'media', 'products', 'a.webp')).mode & 0o777).toBe(0o600);
    await Promise.all(shoppers);
    // Never over a database that is open: the data directory's lock says so.
    await expect(restoreBackup({ backupDir: backup, dataDir })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    await app.close();

    const target = tempDir();
    await restoreBackup({ backupDir: backup, dataDir: target });
    const restored = await createDb({ dataDir: target });
    handles.push(restored);

    const paid = await restored.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentStatus, 'success'));
    expect(paid.map((row) => row.id)).toEqual(expect.arrayContaining(paidBeforeBackup));
    // Whole or absent: every order that is there has its line, with the amounts it was sold for.
    const torn = await restored.db.execute(sql`
      select o.id from ${orders} o left join ${orderItems} i on i.order_id = o.id
      group by o.id having count(i.id) <> 1 or coalesce(sum(i.quantity), 0) <> 2`);
    expect(rowsOf(torn)).toEqual([]);
    expect(readFileSync(path.join(target, 'media', 'products', 'a.webp'), 'utf8')).toBe(
      'image bytes',
    );
  });

  it('asks a running server for the backup when it holds the database (the SIGUSR2 request)', async () => {
    const dataDir = tempDir();
    const { handle } = await openShop(dataDir);
    const dump = handle.dumpDataDir;
    if (!dump) throw new Error('PGlite handles can dump');
    const answer = () => void answerBackupRequests(dataDir, { kind: 'pglite', dump });
    process.on('SIGUSR2', answer);
    try {
      const outRoot = tempDir();
      const folder = await requestBackupFrom(process.pid, dataDir, outRoot, 60_000);
      expect(path.dirname(folder)).toBe(outRoot);
      expect(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
        database: 'pglite',
        databaseFile: 'database.tar.gz',
      });
    } finally {
      process.off('SIGUSR2', answer);
    }
  });

  it('npm run backup and restore work from the command line with the server stopped', async () => {
    const dataDir = tempDir();
    const { handle, app } = await openShop(dataDir);
    await buyAndPay(app, handle.db);
    await app.close();
    await handle.close();
    const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' };
    // The command line bundled once, as `npm run build` bundles the server: its three runs then load
    // one file instead of compiling the source with tsx each time (seconds of a core each).
    const bundleDir = path.join(serverRoot, '.test-bundles', randomUUID());
    dirs.push(bundleDir);
    const cli = await bundleServer(bundleDir, { entry: 'src/backup/cli.ts', logLevel: 'silent' });
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [cli, ...args], {
        cwd: serverRoot,
        env,
        encoding: 'utf8',
      });
    const backup = run('backup');
    expect(backup.status, backup.stderr).toBe(0);
    const folder = /Backup written to (.+)/.exec(backup.stdout)?.[1];
    expect(folder).toBeDefined();
    const restore = run('restore', folder ?? '');
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('the replaced files are kept in');
    const kept = /kept in (.+db\.before-restore-\S+)/.exec(restore.stdout)?.[1];
    expect(existsSync(path.join(kept ?? '', 'PG_VERSION'))).toBe(true);
    const reopened = await createDb({ dataDir });
    handles.push(reopened);
    const rows = await reopened.db.select({ status: orders.paymentStatus }).from(orders);
    expect(rows).toEqual([{ status: 'success' }]);
    const missing = run('restore', path.join(dataDir, 'nowhere'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('is not a backup');
  });
});
