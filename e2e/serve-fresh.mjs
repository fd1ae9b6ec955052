// Starts the production server on a brand-new DATA_DIR for one Playwright run and removes the
// directory afterwards, so every run seeds the demo catalogue into an empty embedded database
// and no state leaks between runs. Playwright stops this process group with SIGTERM; the server
// runs in its own group so it receives the stop signal once, from here.
//
// Shiprocket has no sandbox, so the run's server talks to the local stand-in of the server's tests
// (apps/server/src/test/shiprocket-stand-in.ts, run by Node's own type stripping), started here;
// for the run's server on the port test-env.ts names, so specs can reach it too (labels, calls).
//
// E2E_EXTRA_ADMINS (a JSON list of { email, password }) asks for more admins than ADMIN_EMAIL: the
// server has no call that creates an admin, so each is made by one short start of the server with
// that account as ADMIN_EMAIL, on a spare port, before the run's server starts.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  shiprocketEnv,
  startShiprocketStandIn,
} from '../apps/server/src/test/shiprocket-stand-in.ts';
import { startWhatsappStandIn, whatsappEnv } from '../apps/server/src/test/whatsapp-stand-in.ts';
import { shiprocketWebhookToken } from './test-env.ts';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'artshop-e2e-'));
console.log(`[e2e] DATA_DIR=${dataDir}`);

// E2E_FRESH_DATABASE_FROM (a PostgreSQL URL; `.ci/run` has one, with psql): the shop gets a new,
// empty database on that server, dropped when it stops, instead of the embedded one. A spec's own
// shop (support/mail-shop.ts) then starts in a few seconds instead of running initdb and every
// migration in WebAssembly, twice, on cores the other worker's browser is using.
const freshFrom = process.env.E2E_FRESH_DATABASE_FROM || '';
const psql = (sql) => execFileSync('psql', [freshFrom, '-qc', sql], { stdio: 'pipe' });
const freshName = freshFrom ? `artshop_e2e_shop_${process.pid}` : '';
let freshDatabase = {};
if (freshName) {
  psql(`create database ${freshName}`);
  const url = new URL(freshFrom);
  url.pathname = `/${freshName}`;
  freshDatabase = { DATABASE_URL: url.toString() };
  console.log(`[e2e] database ${freshName}`);
}

let server;
let stopping = false;

// The run's server gets the stand-in on the port specs know (E2E_SHIPROCKET_PORT, set by
// playwright.config.ts); a spec's own shop (support/mail-shop.ts) gets one on any free port.
const shiprocket = await startShiprocketStandIn({
  port: Number(process.env.E2E_SHIPROCKET_PORT ?? 0),
});
console.log(`[e2e] Shiprocket stand-in at ${shiprocket.url}`);
const shiprocketVariables = shiprocketEnv(shiprocket, {
  SHIPROCKET_WEBHOOK_TOKEN: shiprocketWebhookToken,
});
// WhatsApp's Cloud API likewise (docs/whatsapp.md): the customers who ask for order updates get
// them through the stand-in of the server's tests, on any free port.
const whatsapp = await startWhatsappStandIn();
console.log(`[e2e] WhatsApp stand-in at ${whatsapp.url}`);
const whatsappVariables = whatsappEnv(whatsapp);

function startServer(env) {
  return spawn(process.execPath, [serverEntry], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...shiprocketVariables,
      ...whatsappVariables,
      ...freshDatabase,
      ...env,
    },
    detached: true,
  });
}

/** Removes the run's data and database and stops the stand-ins; then the process can end. */
async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (freshName) {
    try {
      psql(`drop database if exists ${freshName} with (force)`);
    } catch (error) {
      console.error(`[e2e] could not drop the run's database: ${error.message}`);
    }
  }
  await shiprocket.close().catch(() => {});
  await whatsapp.close().catch(() => {});
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** One start with `admin` as ADMIN_EMAIL, stopped as soon as it answers: the account is made. */
async function createAdmin(admin) {
  const port = await freePort();
  server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited while creating ${admin.email}`);
    if (Date.now() > deadline)
      throw new Error(`server did not start while creating ${admin.email}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  await exited;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (!server) {
      void cleanUp().then(() => process.exit(1));
      return;
    }
    // The hard kill covers a server that does not finish closing its database in time.
    if (server.exitCode === null) server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 8000).unref();
  });
}

try {
  for (const admin of JSON.parse(process.env.E2E_EXTRA_ADMINS || '[]')) {
    if (stopping) break;
    await createAdmin(admin);
  }
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  if (server?.exitCode === null) server.kill('SIGKILL');
  await cleanUp();
  process.exit(1);
}

if (stopping) {
  await cleanUp();
  process.exit(1);
}

server = startServer({});
server.on('exit', (code) => {
  void cleanUp().then(() => process.exit(code ?? 1));
});
