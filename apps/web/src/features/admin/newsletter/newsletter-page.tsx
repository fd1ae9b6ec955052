import {
  ADMIN_SUBSCRIBER_PAGE_SIZE,
  adminNewsletterMessages as m,
  type Newsletter,
  type NewsletterSubscriber,
} from '@artshop/shared';
import { Download, MailCheck, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { formatIndiaDate, formatIndiaDateTime } from '../../../lib/dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PageHead } from '../../../components/seo/page-head';
import { AdminTable, AdminTableRow } from '../components/admin-table';
import { ListEmpty, ListLoadFailed, ListLoading, ShowingCount } from '../components/list-state';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { StatCard } from '../components/stat-card';
import { NewsletterCompose } from './newsletter-compose';
import {
  SUBSCRIBERS_CSV_URL,
  useGetNewslettersQuery,
  useGetSubscribersQuery,
} from './newsletter.api';

const SEARCH_DELAY_MS = 300;
const td = 'px-4 py-3';

function SubscriberStatus({ subscriber }: { subscriber: NewsletterSubscriber }) {
  return subscriber.unsubscribedAt ? (
    <span className="rounded-full bg-clay-100 px-2 py-0.5 text-xs font-semibold text-clay-900">
      Unsubscribed {formatIndiaDate(subscriber.unsubscribedAt)}
    </span>
  ) : (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
      Active
    </span>
  );
}

function SubscriberList({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  return (
    <AdminTable
      always
      fixed
      columns={['Email', { label: 'Subscribed', className: 'w-32' }, 'Status']}
    >
      {subscribers.map((subscriber) => (
        <AdminTableRow key={subscriber.id}>
          <td className={`${td} truncate`}>{subscriber.email}</td>
          <td className={td}>{formatIndiaDate(subscriber.subscribedAt)}</td>
          <td className={td}>
            <SubscriberStatus subscriber={subscriber} />
          </td>
        </AdminTableRow>
      ))}
    </AdminTable>
  );
}

function SentNewsletters({ newsletters }: { newsletters: Newsletter[] | undefined }) {
  if (!newsletters) return <ListLoading>Loading newsletters...</ListLoading>;
  if (newsletters.length === 0) return <ListEmpty>{m.noNewsletters}</ListEmpty>;
  return (
    <ul aria-label="Sent newsletters" className="space-y-2">
      {newsletters.map((newsletter) => (
        <li
          key={newsletter.id}
          className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-white p-4 shadow-sm"
        >
          <span className="font-medium text-clay-900">{newsletter.subject}</span>
          <span className="text-sm text-ink-soft">
            {newsletter.sentAt ? formatIndiaDateTime(newsletter.sentAt) : 'Not sent'} · to{' '}
            {newsletter.recipients} {newsletter.recipients === 1 ? 'subscriber' : 'subscribers'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/newsletter (decision 0046): the subscriber counts and list with a CSV export, a composer
 * with a live preview, sending to every active subscriber through the outbox, and what was sent.
 */
export function AdminNewsletterPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;

  const subscribers = useGetSubscribersQuery({ q, page }, { refetchOnMountOrArgChange: true });
  const newsletters = useGetNewslettersQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = subscribers.data;
  const total = data?.total ?? 0;

  return (
    <div className="space-y-8">
      <PageHead title={m.title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.title}</h1>

      <section aria-label="Subscriber statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Active subscribers"
          value={data?.active ?? '–'}
          icon={<MailCheck className="h-5 w-5" />}
        />
        <StatCard
          label="Unsubscribed"
          value={data?.unsubscribed ?? '–'}
          icon={<UserMinus className="h-5 w-5" />}
        />
        <StatCard
          label="All addresses"
          value={data ? data.active + data.unsubscribed : '–'}
          icon={<Users className="h-5 w-5" />}
        />
      </section>

      <NewsletterCompose active={data?.active} />

      <section aria-labelledby="subscribers-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="subscribers-heading" className="text-xl font-semibold text-clay-900">
            Subscribers
          </h2>
          {/* A plain download: the browser sends the admin cookie and saves the attachment. */}
          <a
            href={SUBSCRIBERS_CSV_URL}
            download
            className="inline-flex items-center gap-2 rounded-lg border border-clay-300 bg-white px-3 py-1.5 text-sm font-semibold text-clay-900 hover:bg-clay-100"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {m.exportCsv}
          </a>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <SearchBox placeholder={m.searchPlaceholder} value={search} onChange={setSearch} />
          <ShowingCount
            shown={data?.subscribers.length ?? 0}
            total={total}
            noun="subscribers"
            busy={subscribers.isFetching}
          />
        </div>
        {subscribers.isLoading ? (
          <ListLoading>{m.loading}</ListLoading>
        ) : subscribers.error && !data ? (
          <ListLoadFailed onRetry={() => void subscribers.refetch()}>{m.loadFailed}</ListLoadFailed>
        ) : !data || data.subscribers.length === 0 ? (
          <ListEmpty>{m.empty}</ListEmpty>
        ) : (
          <SubscriberList subscribers={data.subscribers} />
        )}
        <Pager
          label="Subscriber pages"
          page={page}
          pageCount={Math.ceil(total / ADMIN_SUBSCRIBER_PAGE_SIZE)}
          onPage={(next) => setPaging({ q, page: next })}
        />
      </section>

      <section aria-labelledby="sent-heading" className="space-y-4">
        <h2 id="sent-heading" className="text-xl font-semibold text-clay-900">
          Sent newsletters
        </h2>
        <SentNewsletters newsletters={newsletters.data} />
      </section>
    </div>
  );
}
