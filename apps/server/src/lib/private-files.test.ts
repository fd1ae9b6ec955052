import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPrivate } from './private-files';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe('keepPrivate', () => {
  it('makes every folder 0700 and every file 0600, however deep', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'artshop-private-'));
    roots.push(root);
    mkdirSync(path.join(root, 'db', 'base'), { recursive: true });
    mkdirSync(path.join(root, 'custom-art-private'));
    writeFileSync(path.join(root, 'db', 'base', '1249'), 'table');
    writeFileSync(path.join(root, 'custom-art-private', 'photo.webp'), 'photo');
    chmodSync(root, 0o755);
    chmodSync(path.join(root, 'db'), 0o755);
    chmodSync(path.join(root, 'db', 'base', '1249'), 0o644);
    chmodSync(path.join(root, 'custom-art-private', 'photo.webp'), 0o664);

    keepPrivate(root);

    for (const dir of [root, path.join(root, 'db'), path.join(root, 'db', 'base')]) {
      expect(mode(dir)).toBe(0o700);
    }
    expect(mode(path.join(root, 'custom-art-private'))).toBe(0o700);
    expect(mode(path.join(root, 'db', 'base', '1249'))).toBe(0o600);
    expect(mode(path.join(root, 'custom-art-private', 'photo.webp'))).toBe(0o600);
  });

  it('never follows a link out of the folder, and accepts a folder that does not exist', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'artshop-outside-'));
    const root = mkdtempSync(path.join(tmpdir(), 'artshop-private-'));
    roots.push(outside, root);
    writeFileSync(path.join(outside, 'shared.txt'), 'not ours');
    chmodSync(path.join(outside, 'shared.txt'), 0o644);
    symlinkSync(path.join(outside, 'shared.txt'), path.join(root, 'link'));

    keepPrivate(root);
    keepPrivate(path.join(root, 'missing'));

    expect(mode(path.join(outside, 'shared.txt'))).toBe(0o644);
    expect(mode(root)).toBe(0o700);
  });
});
