// Loaded into a resilience server process with `--import` (server-process.ts), never by the shop.
// RSS swings by hundreds of MB between readings of one process (V8 keeps or returns its spaces,
// malloc keeps arenas), so growth is judged on what the process holds after a full collection:
// V8's used heap, and the memory outside it (PGlite's WebAssembly memory, buffers). With
// MEMORY_PROBE_FILE set, it writes those figures there every second, each after `gc()`.
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file && typeof globalThis.gc === 'function') {
  setInterval(() => {
    globalThis.gc();
    const { heapUsed, external, rss } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ heapUsed, external, rss }));
  }, 1000).unref();
}
