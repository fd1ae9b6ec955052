import type { Db } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema';

/**
 * A link that opens an account (a password reset) is never stored: the outbox keeps the message
 * with a placeholder where the link's secret goes, and the row's `secret_ref` names what it is for.
 * The sender asks the kind's `SendTimeSecret` for a fresh value on every attempt and puts it only
 * into the parts it hands to SMTP (docs/decisions/0072-reset-links-never-stored.md). The module
 * that owns the secret (auth) hands its issuer down through app.ts: mail never imports it.
 */
export interface SendTimeSecret {
  /** Stands for the secret in the stored parts: what the back-office and a backup show. */
  placeholder: string;
  /**
   * Makes a new secret for `ref` valid at `at` and records whatever checks it later (a hash), in
   * its own statement: the value must be safe as it is in HTML and in a URL. Null: the message may
   * no longer go (its link was used or expired); it fails without being sent.
   */
  issue: (db: Db, ref: string, at: Date) => Promise<string | null>;
}

/** The issuers by message kind ('password-reset'). */
export type SendTimeSecrets = Readonly<Record<string, SendTimeSecret>>;

/** The parts as they leave; null when the message's secret can no longer be made. */
export interface FinishedParts {
  html: string;
  text: string;
}

/**
 * The row's parts with its secret in place of the placeholder: the stored parts for a message
 * without one. Throws when no issuer knows the kind (a retry may reach a process that does).
 */
export async function finishParts(
  secrets: SendTimeSecrets,
  db: Db,
  row: MailOutboxRow,
  at: Date,
): Promise<FinishedParts | null> {
  if (row.secretRef === null) return { html: row.html, text: row.textBody };
  const secret = secrets[row.kind];
  if (!secret) throw new Error(`No issuer for the link of a '${row.kind}' message`);
  const value = await secret.issue(db, row.secretRef, at);
  if (value === null) return null;
  const fill = (part: string) => part.split(secret.placeholder).join(value);
  return { html: fill(row.html), text: fill(row.textBody) };
}
