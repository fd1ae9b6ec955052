import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  /** The envelope (MAIL FROM, RCPT TO), which is where the message really went. */
  envelope: { from: string; to: string[] };
  /** The user the client signed in as, if it did. */
  authUser: string | undefined;
  /** The message exactly as sent (CRLF line ends). */
  raw: string;
  /** Header names in lower case, values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>;
  subject: string;
  /** The decoded text/plain and text/html parts ('' when absent). */
  text: string;
  html: string;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received since the start (or the last `clear()`), in order. */
  messages: ReceivedMail[];
  /** The messages whose envelope went to `address` (case-insensitive). */
  messagesTo: (address: string) => ReceivedMail[];
  /** Waits until `count` messages have arrived (default: 5 s). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Answers the next `count` messages with a temporary SMTP error (451) instead of taking them. */
  rejectNext: (count: number, responseCode?: number, message?: string) => void;
  /** Refuses this recipient for good (550 at RCPT TO), as a server does for an unknown mailbox. */
  rejectRecipient: (address: string) => void;
  clear: () => void;
  /** Closes the port: clients get "connection refused" until `start()`. */
  stop: () => Promise<void>;
  /** Listens again on the same port, keeping the messages received so far. */
  start: () => Promise<void>;
  running: () => boolean;
}

/** An RFC 2047 word's text (`=?UTF-8?Q?...?=` or `?B?`) as a string. */
function decodeEncodedWord(encoding: string, text: string): string {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
  return decodeQuotedPrintable(text.replace(/_/g, ' '));
}

function decodeHeaderValue(value: string): string {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  // Whitespace between two encoded words is not part of the text (RFC 2047 section 6.2).
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(word, (_all, encoding: string, text: string) => decodeEncodedWord(encoding, text));
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface MimeEntity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(raw: string): MimeEntity {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // The first of a repeated header, as most readers do.
    headers[name] ??= decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(entity: MimeEntity): string {
  const encoding = (entity.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  return entity.body;
}

/** The text/plain and text/html parts of an entity, through nested multiparts. */
function collectParts(entity: MimeEntity, found: { text?: string; html?: string }): void {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = entity.body.split(`--${boundary}`);
    // The preamble before the first boundary, and everything after the closing `--`, are not parts.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(splitEntity(section.replace(/^\r\n/, '')), found);
    }
    return;
  }
  if (/attachment/i.test(entity.headers['content-disposition'] ?? '')) return;
  const body = decodeBody(entity).replace(/\r\n$/, '');
  if (/^text\/html/i.test(type)) found.html ??= body;
  else if (/^text\/plain/i.test(type)) found.text ??= body;
}

/**
 * A minimal reader of what nodemailer writes (headers, encoded words, multipart/alternative,
 * quoted-printable and base64 parts): enough for tests, with no mail parser to install.
 */
export function parseRawMail(
  raw: string,
): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const entity = splitEntity(raw);
  const found: { text?: string; html?: string } = {};
  collectParts(entity, found);
  return {
    headers: entity.headers,
    subject: entity.headers.subject ?? '',
    text: found.text ?? '',
    html: found.html ?? '',
  };
}

/** An error the SMTP server answers with (smtp-server reads `responseCode`). */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for tests of the mail sender: no
 * TLS, any or no sign-in accepted, every message recorded and parsed. Port 0 picks a free port;
 * `stop()` and `start()` take it away and bring it back on the same port, as an outage would.
 * Always `await stop()` at the end (afterAll).
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejections: { responseCode: number; message: string }[] = [];
  const refusedRecipients = new Set<string>();

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stop at once in tests, even with a client connected.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address.toLowerCase())) {
        callback(smtpError(550, 'No such user here'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const rejection = rejections.shift();
        if (rejection) {
          callback(smtpError(rejection.responseCode, rejection.message));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          envelope: {
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((rcpt) => rcpt.address),
          },
          authUser: typeof session.user === 'string' ? session.user : undefined,
          raw,
          ...parseRawMail(raw),
        });
        callback();
        for (const wake of waiters) wake();
      });
    },
  };

  let server: SMTPServer | undefined;
  let port = 0;

  const start = async () => {
    if (server) return;
    const next = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    if (!current) return;
    server = undefined;
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await start();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    messagesTo: (address) =>
      messages.filter((mail) =>
        mail.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()),
      ),
    waitForMessages: (count, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    rejectNext: (count, responseCode = 451, message = 'Temporary failure, try again later') => {
      rejections = Array.from({ length: count }, () => ({ responseCode, message }));
    },
    rejectRecipient: (address) => {
      refusedRecipients.add(address.toLowerCase());
    },
    clear: () => {
      messages.length = 0;
      rejections = [];
      refusedRecipients.clear();
    },
    stop,
    start,
    running: () => server !== undefined,
  };
}
