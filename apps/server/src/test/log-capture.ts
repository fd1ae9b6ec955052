import { Writable } from 'node:stream';

/** What a test app logged: each line as written, and as parsed JSON. */
export interface LogCapture {
  /** Pass as `buildTestApp({ logger: { level, stream } })`. */
  stream: Writable;
  /** Every line written so far, in order. */
  lines: string[];
  records: () => Record<string, unknown>[];
  /** Forget what was logged (between tests sharing one app). */
  clear: () => void;
}

/** A log destination for tests that assert what the server logs, or never logs. */
export function captureLog(): LogCapture {
  const lines: string[] = [];
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      lines.length = 0;
    },
  };
}
