import { execFile, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedByNpm, SystemProgramRefused } from './only-node-children';

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

  it('lets programs npm installed into the repository run, and nothing beside them', () => {
    const repository = path.resolve(import.meta.dirname, '../../../..');
    expect(
      installedByNpm(path.join(repository, 'node_modules/@esbuild/linux-x64/bin/esbuild')),
    ).toBe(true);
    expect(installedByNpm(path.join(repository, 'apps/server/node_modules/.bin/tool'))).toBe(true);
    expect(installedByNpm('/usr/bin/pdftotext')).toBe(false);
    expect(installedByNpm(path.join(repository, 'scripts/run.sh'))).toBe(false);
    expect(installedByNpm(path.join(repository, '../elsewhere/node_modules/x'))).toBe(false);
    expect(installedByNpm('node_modules/.bin/esbuild')).toBe(false);
  });
});
