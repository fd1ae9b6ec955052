import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const mainEntry = path.join(import.meta.dirname, 'main.ts');
const dataDirs: string[] = [];

interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs the real entry point (`src/main.ts` through tsx) with only `env`, until it exits or prints
 * `until`; then stops it. The whole output (stdout and stderr) comes back.
 */
function runMain(env: Record<string, string>, until?: RegExp): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it('refuses to start in production without Razorpay keys, with one clear line', async () => {
    const run = await runMain({ NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      'Invalid RAZORPAY_KEY_ID: Razorpay keys are required in production (NODE_ENV=production); set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_TEST_MODE=true to run without real payments',
    );
    // Nothing else ran: no listening address was announced.
    expect(run.output).not.toContain('Server listening');
  });

  it('starts in production test mode only on purpose, and says once that no real money is taken', async () => {
    const run = await runMain(
      { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', LOG_LEVEL: 'info' },
      /TEST MODE/,
    );
    expect(run.output).toContain('Server listening');
    const warnings = run.output.split('\n').filter((line) => line.includes('TEST MODE'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('the shop is not taking real money');
  });
});
