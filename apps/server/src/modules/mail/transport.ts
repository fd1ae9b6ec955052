import nodemailer from 'nodemailer';
import type { Config } from '../../config';

/** One message as the sender hands it to SMTP. */
export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers as enqueued (List-Unsubscribe, ...), passed through unchanged. */
  headers: Record<string, string>;
  /**
   * The same Message-ID on every attempt of one outbox row, so a copy sent again after a crash
   * (decision 0043: at most once more) can be recognised as the same message by mail clients.
   */
  messageId: string;
}

/** What the sender needs of a transport; tests may pass their own. */
export interface MailTransport {
  send: (message: TransportMessage) => Promise<void>;
  /** Closes pooled connections, if any. */
  close: () => void;
}

/**
 * Bounded waits: nodemailer's defaults (2 minutes to connect, 10 minutes of silence) would outlast
 * the sender's lease and the shutdown deadline; a stuck server is simply tried again later.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

/** The longest one send may take before it fails with a timeout (the lease must outlast it). */
export const MAX_SEND_MS =
  TIMEOUTS.connectionTimeout + TIMEOUTS.greetingTimeout + TIMEOUTS.socketTimeout;

/**
 * The SMTP transport of `config.mail.smtpUrl`, or null without one (the embedded default): then
 * the sender keeps every message in the outbox, readable in the back-office, and sends none.
 * One connection per message (no pool): the sender is not a bulk mailer, and a fresh connection
 * recovers by itself from a server that went away between two messages.
 */
export function createMailTransport(config: Pick<Config, 'mail'>): MailTransport | null {
  const { smtpUrl } = config.mail;
  if (!smtpUrl) return null;
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    send: async (message) => {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: message.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * An error as the outbox records it (shown to the admin): the transport's message, never the SMTP
 * password or user, at most 500 characters.
 */
export function describeSendError(error: unknown, smtpUrl: string | undefined): string {
  let text = error instanceof Error ? error.message : String(error);
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    for (const secret of [url.password, url.username]) {
      // Very short values would blank out ordinary words; no real credential is that short.
      if (secret.length < 4) continue;
      for (const form of new Set([secret, decodeURIComponent(secret)])) {
        text = text.split(form).join('***');
      }
    }
  }
  // Any URL with credentials that slipped into a message.
  text = text.replace(/(\w+:\/\/)[^@\s/]+@/g, '$1***@');
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/** An SMTP answer that will not change on a retry: the server refused the recipient for good. */
export function isPermanentRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    code === 'EENVELOPE' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}
