import { privacyMessages as m, type PrivacyEvent } from '@artshop/shared';
import { PageHead } from '../../../components/seo/page-head';
import { formatIndiaDateTime } from '../../../lib/dates';
import { ListEmpty, ListLoadFailed, ListLoading } from '../components/list-state';
import { GrievanceOfficerForm } from './grievance-officer-form';
import { useGetGrievanceOfficerQuery, useGetPrivacyLogQuery } from './privacy.api';

const KIND_LABELS: Record<PrivacyEvent['kind'], string> = {
  export: 'Data downloaded',
  erasure: 'Account erased',
  consent: 'Consent changed',
};

/** What happened, in a few words: the purpose and the answer of a consent, an erasure's counts. */
function summary(event: PrivacyEvent): string {
  const detail = event.detail;
  if (event.kind === 'consent') {
    const granted = detail.granted === true ? 'given' : 'withdrawn';
    return `${String(detail.purpose)} ${granted} (${String(detail.source)}, notice ${String(detail.noticeVersion)})`;
  }
  if (event.kind === 'erasure' && detail.what && typeof detail.what === 'object') {
    return Object.entries(detail.what as Record<string, unknown>)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', ');
  }
  return '';
}

/**
 * /admin/privacy (decision 0106): the grievance officer of the privacy notice, and the privacy log
 * of exports, erasures and consent changes. The breach runbook is docs/privacy.md.
 */
export function AdminPrivacyPage() {
  const officer = useGetGrievanceOfficerQuery(undefined, { refetchOnMountOrArgChange: true });
  const log = useGetPrivacyLogQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="space-y-8">
      <PageHead title={m.adminTitle} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.adminTitle}</h1>
      <section
        aria-label={m.grievanceTitle}
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-lg font-semibold text-clay-900">{m.grievanceTitle}</h2>
        {officer.isLoading ? (
          <ListLoading>Loading...</ListLoading>
        ) : officer.error || !officer.data ? (
          <ListLoadFailed onRetry={() => void officer.refetch()}>
            Could not load the grievance officer.
          </ListLoadFailed>
        ) : (
          <GrievanceOfficerForm data={officer.data} />
        )}
      </section>
      <section aria-label={m.adminLogTitle} className="space-y-4">
        <h2 className="text-lg font-semibold text-clay-900">{m.adminLogTitle}</h2>
        {log.isLoading ? (
          <ListLoading>Loading the privacy log...</ListLoading>
        ) : log.error || !log.data ? (
          <ListLoadFailed onRetry={() => void log.refetch()}>
            Could not load the privacy log.
          </ListLoadFailed>
        ) : log.data.events.length === 0 ? (
          <ListEmpty>{m.adminLogEmpty}</ListEmpty>
        ) : (
          <ul className="divide-y divide-clay-100 rounded-xl bg-white shadow-sm">
            {log.data.events.map((event) => (
              <li key={event.id} className="grid gap-1 p-4 sm:grid-cols-[12rem_10rem_1fr]">
                <span className="text-sm text-ink-soft">
                  {formatIndiaDateTime(event.createdAt)}
                </span>
                <span className="font-medium text-clay-900">{KIND_LABELS[event.kind]}</span>
                <span className="text-sm break-words text-ink">
                  {summary(event)}
                  <span className="block text-xs text-ink-soft">Account {event.userId ?? '—'}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
