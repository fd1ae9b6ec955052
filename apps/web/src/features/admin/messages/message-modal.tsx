import { adminContactMessages as m, contactReplyHref, type ContactMessage } from '@artshop/shared';
import { Mail } from 'lucide-react';
import { formatIndiaDateTime } from '../../../lib/dates';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { Fact } from '../components/fact';

interface MessageModalProps {
  message: ContactMessage | null;
  busy: boolean;
  onToggleRead: (message: ContactMessage) => void;
  onClose: () => void;
}

/** One contact message, opened from the list: who wrote, when, the text, and the two actions. */
export function MessageModal({ message, busy, onToggleRead, onClose }: MessageModalProps) {
  return (
    <Modal open={message !== null} title={message?.subject ?? ''} onClose={onClose}>
      {message && (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label="From">{message.name}</Fact>
            <Fact label="Email">{message.email}</Fact>
            <Fact label="Received">{formatIndiaDateTime(message.createdAt)}</Fact>
            <Fact label="Status">{message.readAt ? 'Read' : m.unreadLabel}</Fact>
          </dl>
          {/* The visitor's line breaks are part of the message. */}
          <p className="rounded-lg bg-paper p-4 break-words whitespace-pre-wrap text-ink">
            {message.message}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              shape="rounded"
              disabled={busy}
              onClick={() => onToggleRead(message)}
            >
              {message.readAt ? m.markUnread : m.markRead}
            </Button>
            <a
              href={contactReplyHref(message)}
              className="inline-flex items-center gap-2 rounded-lg bg-clay-700 px-4 py-2 font-semibold text-white hover:bg-clay-900"
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              {m.reply}
            </a>
          </div>
        </div>
      )}
    </Modal>
  );
}
