// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of
// dist/assets, so the server sends them compressed (@fastify/static `preCompressed`) without
// spending CPU on every request. Hashed assets never change, so compressing once is enough.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const TEXT = /\.(js|css|svg|json|txt)$/;

let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(assets, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(
  `compressed assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli`,
);
