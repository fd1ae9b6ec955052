// `npm start`: build whatever is missing, then run the production server in the foreground.
// Plain Node ESM with no dependencies so it works straight after `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webEntry = join(root, 'apps/web/dist/index.html');
const renderEntry = join(root, 'apps/web/dist-server/entry-server.js');
const serverEntry = join(root, 'apps/server/dist/main.js');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (![webEntry, renderEntry, serverEntry].every((file) => existsSync(file))) {
  console.log('[start] No production build found; running `npm run build` first...');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) {
    console.error('[start] The build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

// Forward stop signals so the server can close the database cleanly (PGlite must be closed).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // Mirror the child's ending: its exit code, or 128 + signal number like a shell would.
  if (code !== null) process.exit(code);
  const signalNumbers = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
  process.exit(128 + (signal ? (signalNumbers[signal] ?? 1) : 1));
});
