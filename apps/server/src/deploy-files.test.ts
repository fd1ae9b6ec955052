import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';

// The container and the deployment of docs/deploy.md. No Docker daemon runs where the tests run, so
// what can be checked without one is checked here: the files the image copies exist, it runs as
// `node` on Node 24 with a readiness check, and the shop's environment in compose.yaml is one that
// config.ts accepts, behind the proxy the Caddyfile names.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('copies only files that exist, and builds where the runtime stage copies from', () => {
    const copies = instructions.filter((line) => line.startsWith('COPY '));
    expect(copies.length).toBeGreaterThan(5);
    for (const copy of copies.filter((line) => !line.includes('--from='))) {
      const sources = copy.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(existsSync(path.join(root, source)), source).toBe(true);
    }
    const fromBuild = copies
      .filter((line) => line.includes('--from=build'))
      .map((line) => line.split(/\s+/)[2]!);
    expect(fromBuild).toEqual([
      '/app/apps/server/dist',
      '/app/apps/web/dist',
      '/app/apps/web/dist-server',
    ]);
    // `npm run build` writes the server's bundle where the runtime stage copies it from.
    expect(read('apps/server/scripts/build.mjs')).toContain("bundleServer(path.join(root, 'dist')");
    // main.ts by default, written as main.js.
    const bundler = read('apps/server/scripts/bundle-server.mjs');
    expect(bundler).toContain("entry = 'src/main.ts'");
    expect(bundler).toContain("path.join(outDir, `${path.basename(entry, '.ts')}.js`)");
  });

  it('runs the server on Node 24 as the unprivileged user, with the readiness check', () => {
    const froms = instructions.filter((line) => line.startsWith('FROM '));
    expect(froms.every((line) => line.startsWith('FROM node:24-'))).toBe(true);
    expect(instructions).toContain('USER node');
    expect(instructions.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/api/readyz');
    expect(instructions.at(-1)).toBe('CMD ["node", "apps/server/dist/main.js"]');
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'data', '.env']));
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; image?: string }>;
  };
  const shops = Object.entries(compose.services).filter(([name]) => name.startsWith('shop-'));
  // What `docker compose` makes of `${NAME:?…}` and `${NAME:-}` with a .env of example values.
  const example: Record<string, string> = {
    POSTGRES_PASSWORD: 'example-password',
    SITE_ADDRESS: 'shop.example.com',
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'Example-pass-1',
    MINIO_ROOT_PASSWORD: 'example-minio-password',
  };
  const interpolate = (value: string) =>
    value.replace(/\$\{(\w+)(?::[?-][^}]*)?\}/g, (_, name: string) => example[name] ?? '');

  it('runs two shop processes on one PostgreSQL, each with an environment config.ts accepts', () => {
    expect(shops.map(([name]) => name)).toEqual(['shop-1', 'shop-2']);
    expect(compose.services.db?.image).toBe('postgres:16');
    for (const [, shop] of shops) {
      const env = Object.fromEntries(
        Object.entries(shop.environment ?? {}).map(([key, value]) => [key, interpolate(value)]),
      );
      const config = loadConfig({ ...env, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
      expect(config.databaseUrl).toBe('postgres://artshop:example-password@db:5432/artshop');
      expect(config.publicUrl).toBe('https://shop.example.com');
      expect(config.trustProxy).toBe(1);
      // Images in the compose file's MinIO bucket (decision 0124).
      expect(config.media).toMatchObject({
        storage: 's3',
        endpoint: 'http://minio:9000',
        bucket: 'artshop-media',
        secretAccessKey: 'example-minio-password',
        forcePathStyle: true,
      });
    }
    expect(compose.services.minio?.image).toBe('minio/minio');
  });

  it('puts Caddy in front of exactly those processes, checking their readiness', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = caddyfile
      .match(/reverse_proxy ([^{]+)\{/)?.[1]
      ?.trim()
      .split(/\s+/);
    expect(upstreams).toEqual(shops.map(([name]) => `${name}:3000`));
    expect(caddyfile).toContain('health_uri /api/readyz');
  });
});
