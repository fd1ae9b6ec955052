import { execFile, spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SystemProgramRefused } from './only-node-children';

describe('child processes in the server tests', () => {
  it('refuses a system program, saying which one, before it starts', () => {
    expect(() => spawnSync('pdftotext', ['-v'])).toThrow(SystemProgramRefused);
    expect(() => spawn('pdftoppm', ['-v'])).toThrow(/started "pdftoppm"/);
    expect(() => execFile('chromium', ['--version'])).toThrow(SystemProgramRefused);
  });

  it('lets Node itself run, as the server and CLI tests do', () => {
    const run = spawnSync(process.execPath, ['-e', 'process.stdout.write("ok")'], {
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('ok');
  });
});
