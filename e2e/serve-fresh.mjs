// Starts the production server on a brand-new DATA_DIR for one Playwright run and removes the
// directory afterwards, so every run seeds the demo catalogue into an empty embedded database
// and no state leaks between runs. Playwright stops this process group with SIGTERM; the server
// runs in its own group so it receives the stop signal once, from here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'artshop-e2e-'));
console.log(`[e2e] DATA_DIR=${dataDir}`);

const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
  detached: true,
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // The hard kill covers a server that does not finish closing its database in time.
    if (server.exitCode === null) server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 8000).unref();
  });
}

server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
