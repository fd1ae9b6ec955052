import {
  ADMIN_CONTACT_PAGE_SIZE,
  adminContactMessages as m,
  type ContactMessage,
} from '@artshop/shared';
import { Inbox, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { formatIndiaDate } from '../../../lib/dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PageHead } from '../../../components/seo/page-head';
import { ListEmpty, ListLoadFailed, ListLoading, ShowingCount } from '../components/list-state';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { StatCard } from '../components/stat-card';
import { MessageModal } from './message-modal';
import { useGetContactMessagesQuery, useSetContactMessageReadMutation } from './messages.api';

const SEARCH_DELAY_MS = 300;

function MessageRow({ message, onOpen }: { message: ContactMessage; onOpen: () => void }) {
  const unread = message.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`flex w-full items-start gap-3 rounded-xl border p-4 text-left shadow-sm transition hover:border-clay-300 ${
          unread ? 'border-clay-300 bg-white' : 'border-clay-100 bg-white/70'
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-clay-700' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={`truncate ${unread ? 'font-semibold text-clay-900' : 'text-ink'}`}>
              {message.subject}
            </span>
            <span className="text-xs text-ink-soft">{formatIndiaDate(message.createdAt)}</span>
          </span>
          <span className="block truncate text-sm text-ink-soft">
            {message.name} · {message.email}
          </span>
          <span className="block truncate text-sm text-ink-soft">{message.message}</span>
        </span>
        {unread && (
          <span className="shrink-0 rounded-full bg-clay-100 px-2 py-0.5 text-xs font-semibold text-clay-900">
            {m.unreadLabel}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * /admin/messages (decision 0046): the contact form's messages, searched and paged by the server.
 * Opening one marks it read; it can be marked unread again, and answered by email.
 */
export function AdminMessagesPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [paging, setPaging] = useState({ q, unreadOnly, page: 1 });
  // A new search or filter starts again at its first page.
  const page = paging.q === q && paging.unreadOnly === unreadOnly ? paging.page : 1;
  const [open, setOpen] = useState<ContactMessage | null>(null);

  const { data, error, isLoading, isFetching, refetch } = useGetContactMessagesQuery(
    { q, unread: unreadOnly ? 'true' : undefined, page },
    // New messages arrive at any time.
    { refetchOnMountOrArgChange: true },
  );
  const [setRead, { isLoading: updating }] = useSetContactMessageReadMutation();

  const messages = data?.messages ?? [];
  const total = data?.total ?? 0;

  const changeRead = async (message: ContactMessage, read: boolean) => {
    try {
      const updated = await setRead({ id: message.id, read }).unwrap();
      setOpen((current) => (current?.id === updated.id ? updated : current));
    } catch {
      toast.error(m.updateFailed);
    }
  };

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (message.readAt === null) void changeRead(message, true);
  };

  return (
    <div className="space-y-6">
      <PageHead title={m.title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.title}</h1>

      <section aria-label="Message statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Unread" value={data?.unread ?? '–'} icon={<Inbox className="h-5 w-5" />} />
        <StatCard
          label={unreadOnly || q ? 'Matching' : 'All messages'}
          value={data?.total ?? '–'}
          icon={<MailOpen className="h-5 w-5" />}
        />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox placeholder={m.searchPlaceholder} value={search} onChange={setSearch} />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => setUnreadOnly(event.target.checked)}
              className="h-4 w-4 accent-clay-700"
            />
            {m.unreadOnly}
          </label>
        </div>
        <ShowingCount shown={messages.length} total={total} noun="messages" busy={isFetching} />
      </div>

      {isLoading ? (
        <ListLoading>{m.loading}</ListLoading>
      ) : error && !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>{m.loadFailed}</ListLoadFailed>
      ) : messages.length === 0 ? (
        <ListEmpty>{m.empty}</ListEmpty>
      ) : (
        <ul aria-label="Contact messages" aria-busy={isFetching || undefined} className="space-y-3">
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} onOpen={() => openMessage(message)} />
          ))}
        </ul>
      )}

      <Pager
        label="Message pages"
        page={page}
        pageCount={Math.ceil(total / ADMIN_CONTACT_PAGE_SIZE)}
        onPage={(next) => setPaging({ q, unreadOnly, page: next })}
      />

      <MessageModal
        message={open}
        busy={updating}
        onToggleRead={(message) => void changeRead(message, message.readAt === null)}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
