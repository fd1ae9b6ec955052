import type { ReactElement } from 'react';
import type { Db } from '../../../db/client';
import { enqueueMail, type OutgoingMail } from '../outbox.service';
import { renderMail } from '../render';

/** All a message needs but its body, which its template gives. */
export type MailEnvelope = Omit<OutgoingMail, 'html' | 'text'>;

/**
 * Renders `template` (HTML and plain text) and writes the message to the outbox in `tx`, the
 * transaction of the change that causes it; false when its `dedupeKey` was already queued.
 */
export async function queueMail(
  tx: Db,
  envelope: MailEnvelope,
  template: ReactElement,
): Promise<boolean> {
  return enqueueMail(tx, { ...envelope, ...(await renderMail(template)) });
}
