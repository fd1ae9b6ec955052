import { adminMailMessages as m, isResendableMailStatus } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatIndiaDateTime } from '../../../lib/dates';
import { Fact } from '../components/fact';
import { useGetAdminMailMessageQuery } from './mail.api';
import { MailStatusBadge } from './mail-status-badge';

interface MailMessageModalProps {
  /** The message to show; null: closed. */
  id: string | null;
  /** True while a resend of this message is on its way. */
  busy: boolean;
  onClose: () => void;
  onResend: (id: string) => void;
}

/**
 * One outbox message: its state, the HTML part as the recipient would see it and the plain-text
 * part. The HTML sits in a sandboxed iframe with no permissions at all (`sandbox=""`): no script,
 * no form, no navigation of the back-office, whatever a message holds.
 */
export function MailMessageModal({ id, busy, onClose, onResend }: MailMessageModalProps) {
  const { data: message, isError } = useGetAdminMailMessageQuery(id ?? '', {
    skip: id === null,
    // Its state moves on while the sender works: fresh on every opening.
    refetchOnMountOrArgChange: true,
  });
  const shown = message && message.id === id ? message : undefined;

  return (
    <Modal open={id !== null} title={shown?.subject ?? 'Message'} onClose={onClose}>
      {isError && !shown ? (
        <p role="alert" className="text-red-800">
          {m.notFound}
        </p>
      ) : !shown ? (
        <p className="text-ink-soft">Loading message...</p>
      ) : (
        <div className="space-y-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label="To">{shown.to}</Fact>
            <Fact label="Status">
              <MailStatusBadge status={shown.status} />
            </Fact>
            <Fact label="Kind">{shown.kind}</Fact>
            <Fact label="Attempts">{shown.attempts}</Fact>
            <Fact label="Written">{formatIndiaDateTime(shown.createdAt)}</Fact>
            <Fact label="Sent">{shown.sentAt ? formatIndiaDateTime(shown.sentAt) : '–'}</Fact>
            {shown.lastError && (
              <Fact label="Last error" className="sm:col-span-2">
                <span className="font-mono text-xs">{shown.lastError}</span>
              </Fact>
            )}
          </dl>
          {shown.withheldLink && (
            // A reset link is never stored, so the parts below show a placeholder (decision 0072).
            <p
              role="note"
              className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {shown.withheldLink === 'server-log' ? m.linkInServerLog : m.linkWithheld}
            </p>
          )}
          <section aria-label="HTML part" className="space-y-1">
            <h3 className="text-xs tracking-wide text-ink-soft uppercase">HTML part</h3>
            <iframe
              title="HTML part of the message"
              sandbox=""
              srcDoc={shown.html}
              className="h-96 w-full rounded-lg border border-clay-100 bg-white"
            />
          </section>
          <section aria-label="Text part" className="space-y-1">
            <h3 className="text-xs tracking-wide text-ink-soft uppercase">Text part</h3>
            <pre className="max-h-64 overflow-auto rounded-lg bg-sand p-3 text-xs whitespace-pre-wrap text-ink">
              {shown.text}
            </pre>
          </section>
          {isResendableMailStatus(shown.status) && (
            <div className="flex justify-end border-t border-clay-100 pt-4">
              <Button shape="rounded" disabled={busy} onClick={() => onResend(shown.id)}>
                Resend
              </Button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
