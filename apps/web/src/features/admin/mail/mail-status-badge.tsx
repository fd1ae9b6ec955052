import { mailStatusLabels, type MailStatus } from '@artshop/shared';

const TONES: Record<MailStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  kept: 'bg-stone-200 text-stone-800',
};

/** A message's state as a coloured pill: sent green, failed red, waiting amber, kept grey. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {mailStatusLabels[status]}
    </span>
  );
}
