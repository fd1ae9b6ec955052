// Builds what is missing and runs the production server on a free loopback port with a brand-new
// DATA_DIR, as `serve-fresh.mjs` does for the browser suite: an empty embedded database that the
// server seeds with the demo catalogue, removed again afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = join(root, 'apps/web/dist');
const serverEntry = join(root, 'apps/server/dist/main.js');
// The first start renders the demo images with sharp, which takes a while on 2 cores.
const READY_TIMEOUT_MS = 180_000;

export function buildIfMissing() {
  if (existsSync(join(webDist, 'index.html')) && existsSync(serverEntry)) return;
  console.log('No production build found; running `npm run build` first...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
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

export async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'artshop-bench-web-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    // Warnings and errors still reach the terminal; the start log does not.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded database and the test payment provider (no third-party script).
      DATABASE_URL: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      PAYMENTS_TEST_MODE: 'true',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
  });
  const server = { child, dataDir, baseUrl: `http://127.0.0.1:${port}` };
  try {
    await waitForHealth(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

async function waitForHealth({ child, baseUrl }) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server was not healthy in time');
}

export async function stopServer({ child, dataDir }) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGTERM lets the server close PGlite; the hard kill covers one that hangs.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
