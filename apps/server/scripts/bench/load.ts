/**
 * The benchmark's load generator: autocannon in a process of its own, pinned by the driver to the
 * core the servers do not use (`taskset -c 1`), so generating load never takes CPU from what is
 * measured. It runs one measurement per message and answers with its summary (the flood scenario:
 * flood.ts).
 */
import autocannon from 'autocannon';
import { runFlood } from './flood';
import type { FloodRequest, LoadRequest, LoadResult } from './protocol';

process.on('message', (message: LoadRequest | FloodRequest | 'stop') => {
  if (message === 'stop') process.exit(0);
  if ('kind' in message) {
    void runFlood(message).then((result) => process.send?.(result));
    return;
  }
  void autocannon({
    url: message.url,
    headers: message.headers,
    connections: message.connections,
    duration: message.duration,
  }).then((result) => {
    const answer: LoadResult = {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
    };
    process.send?.(answer);
  });
});
process.on('disconnect', () => process.exit(0));
