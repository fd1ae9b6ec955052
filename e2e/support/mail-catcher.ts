import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One message as the catcher received it, with its text and HTML parts decoded. */
export interface CaughtMail {
  /** The envelope's recipients (RCPT TO), where the message really went. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for the shop's SMTP_URL. */
  url: string;
  /** The messages sent to `address` so far, oldest first. */
  messagesTo: (address: string) => CaughtMail[];
  stop: () => Promise<void>;
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
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

/** The text/plain and text/html parts, through nested multiparts. */
function collectParts(entity: Entity, found: { text?: string; html?: string }): void {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const section of entity.body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(splitEntity(section.replace(/^\r\n/, '')), found);
    }
    return;
  }
  const encoding = (entity.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(entity.body)
        : entity.body;
  if (/^text\/html/i.test(type)) found.html ??= body;
  else if (/^text\/plain/i.test(type)) found.text ??= body;
}

/** `<a@b>` or `a@b` after `MAIL FROM:` / `RCPT TO:`. */
const addressIn = (line: string) => /:\s*<?([^>\s]*)>?/.exec(line)?.[1] ?? '';

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it (no TLS, no sign-in):
 * the inbox of a shop started with SMTP_URL for a spec, so the spec reads an email where a
 * customer would, not from the back-office. The e2e workspace installs no SMTP package for it.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 mail-catcher ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // Lines starting with a dot were sent with one more (RFC 5321 section 4.5.2).
          const raw = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const entity = splitEntity(raw);
          const found: { text?: string; html?: string } = {};
          collectParts(entity, found);
          messages.push({
            to,
            subject: entity.headers.subject ?? '',
            text: found.text ?? '',
            html: found.html ?? '',
          });
          to = [];
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 mail-catcher');
        else if (verb === 'HELO' || verb === 'NOOP' || verb === 'MAIL') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(addressIn(line));
          reply('250 OK');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messagesTo: (address) =>
      messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
