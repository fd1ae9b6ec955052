import { z } from 'zod';
import {
  searchInvalidMessage,
  searchTextField,
  searchTooLongMessage,
} from '../paging/paging.schema';

/** The back-office's 'Messages' screen: the contact form's messages (decision 0046). */
export const ADMIN_CONTACT_PAGE_SIZE = 20;
export const ADMIN_CONTACT_SEARCH_MAX = 100;
const ADMIN_PAGE_MAX = 100_000;

export const adminContactMessages = {
  title: 'Messages',
  searchPlaceholder: 'Search messages...',
  loading: 'Loading messages...',
  empty: 'No messages found matching your criteria.',
  loadFailed: 'Failed to load messages. Please try again.',
  unreadOnly: 'Unread only',
  unreadLabel: 'Unread',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  reply: 'Reply by email',
  updateFailed: 'Could not update the message. Please try again.',
  notFound: 'Message not found',
  // Server answers.
  searchTooLong: searchTooLongMessage(ADMIN_CONTACT_SEARCH_MAX),
  searchInvalid: searchInvalidMessage,
  unreadInvalid: "unread must be 'true' or 'false'",
  pageInvalid: 'page must be a whole number of 1 or more',
  readInvalid: 'read must be true or false',
} as const;

const m = adminContactMessages;

/** `?page` of an admin list, counted from 1. */
export const adminPageParam = z.coerce
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(1, m.pageInvalid)
  .max(ADMIN_PAGE_MAX, m.pageInvalid)
  .default(1);

/** `GET /api/admin/contact-messages?q&unread&page`: `unread=true` lists only unread messages. */
export const adminContactListQuerySchema = z.object({
  q: searchTextField(ADMIN_CONTACT_SEARCH_MAX),
  unread: z
    .enum(['', 'true', 'false'], { error: m.unreadInvalid })
    .optional()
    .transform((value) => value === 'true'),
  page: adminPageParam,
});
export type AdminContactListQuery = z.input<typeof adminContactListQuerySchema>;
export type AdminContactListParams = z.output<typeof adminContactListQuerySchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When an admin opened it; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminContactListResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** How many messages match the search and filter (for paging). */
  total: z.number().int(),
  /** Unread messages in the whole inbox, whatever the search. */
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminContactListResponse = z.infer<typeof adminContactListResponseSchema>;

/** `{id}` of the message calls: any string, so a malformed id answers 404 (not 400). */
export const contactMessageParamsSchema = z.object({ id: z.string() });

/** `PATCH /api/admin/contact-messages/{id}` body. */
export const adminContactUpdateSchema = z.object(
  { read: z.boolean({ error: m.readInvalid }) },
  { error: m.readInvalid },
);
export type AdminContactUpdateInput = z.infer<typeof adminContactUpdateSchema>;

export const adminContactMessageResponseSchema = z.object({
  contactMessage: contactMessageSchema,
});
export type AdminContactMessageResponse = z.infer<typeof adminContactMessageResponseSchema>;

/** The reply link of a message: the visitor's address, the subject as 'Re: …' (once). */
export function contactReplyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}
