import { z } from 'zod';
import {
  searchInvalidMessage,
  searchTextField,
  searchTooLongMessage,
} from '../paging/paging.schema';

/**
 * An outbox message's state (docs/decisions/0043-mail-outbox.md); the database checks the same list.
 * - pending: waiting for its first or next attempt;
 * - sending: one server process holds it for a short lease (a killed process's lease runs out and
 *   the message is tried once more);
 * - sent; failed: the sender gave up after its bounded retries;
 * - kept: stored but never sent, because no SMTP_URL is set.
 */
export const mailStatusValues = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof mailStatusValues)[number];

/** The statuses the admin may send again; pending and sending ones are on their way already. */
export const resendableMailStatuses: readonly MailStatus[] = ['failed', 'sent', 'kept'];
export const isResendableMailStatus = (status: MailStatus) =>
  resendableMailStatuses.includes(status);

export const ADMIN_MAIL_PAGE_SIZE = 20;
export const ADMIN_MAIL_SEARCH_MAX = 200;
const ADMIN_MAIL_PAGE_MAX = 100_000;

/** The back-office 'Mail' screen's words and the server's answers. */
export const adminMailMessages = {
  title: 'Mail',
  searchPlaceholder: 'Search by recipient or subject...',
  loading: 'Loading mail...',
  empty: 'No messages found matching your criteria.',
  loadFailed: 'Failed to load mail. Please try again.',
  keptNotice:
    'Mail is not sent: no SMTP server is set (SMTP_URL). Every message is kept here instead.',
  resent: 'The message will be sent again shortly.',
  resendFailed: 'Could not resend the message:',
  notFound: 'Message not found',
  notResendable: 'This message is already waiting to be sent',
  // A message whose link opens an account (a password reset; decision 0072).
  linkWithheld:
    'The link in this message is left out here: the shop makes it only when the message is sent, so only the recipient’s inbox holds a working link.',
  linkInServerLog:
    'The link in this message is left out here. This server runs in development without SMTP_URL, so its log shows the message with a working link.',
  linkGone: 'Not sent: its link was used or has expired. The customer can ask for a new one.',
  // Server answers.
  searchTooLong: searchTooLongMessage(ADMIN_MAIL_SEARCH_MAX),
  searchInvalid: searchInvalidMessage,
  statusInvalid: `status must be one of: ${mailStatusValues.join(', ')}`,
  pageInvalid: 'page must be a whole number of 1 or more',
} as const;

const m = adminMailMessages;

/** How the list names each status. */
export const mailStatusLabels: Record<MailStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept',
};

/** `GET /api/admin/mail?status&q&page` (admin). A blank `q` or `status` means no filter. */
export const adminMailListQuerySchema = z.object({
  status: z
    .union([z.literal(''), z.enum(mailStatusValues)], { error: m.statusInvalid })
    .optional()
    .transform((value) => value || undefined),
  q: searchTextField(ADMIN_MAIL_SEARCH_MAX),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(ADMIN_MAIL_PAGE_MAX, m.pageInvalid)
    .default(1),
});
export type AdminMailListQuery = z.input<typeof adminMailListQuerySchema>;
export type AdminMailListParams = z.output<typeof adminMailListQuerySchema>;

/** One outbox message as the list shows it. */
export const adminMailSummarySchema = z.object({
  id: z.string(),
  /** What the message is: 'welcome', 'order-confirmation', 'password-reset', 'newsletter', ... */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatusValues),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a pending message is tried next. */
  nextAttemptAt: z.string(),
});
export type AdminMailSummary = z.infer<typeof adminMailSummarySchema>;

/**
 * Where the working link of a message that opens an account is (decision 0072): 'sent-only', only in
 * the recipient's inbox; 'server-log', kept in development and written to the server's log instead.
 */
export const withheldLinkValues = ['sent-only', 'server-log'] as const;
export type WithheldLink = (typeof withheldLinkValues)[number];

/** One message with its parts and extra headers (e.g. List-Unsubscribe). */
export const adminMailDetailSchema = adminMailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  /** Set when the parts show a placeholder where the message's link goes; null for other mail. */
  withheldLink: z.enum(withheldLinkValues).nullable(),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

export const adminMailListResponseSchema = z.object({
  messages: z.array(adminMailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** 'smtp': messages are sent; 'kept': no SMTP_URL, they are stored here and never sent. */
  delivery: z.enum(['smtp', 'kept']),
});
export type AdminMailListResponse = z.infer<typeof adminMailListResponseSchema>;

export const adminMailResponseSchema = z.object({ message: adminMailDetailSchema });
export type AdminMailResponse = z.infer<typeof adminMailResponseSchema>;

export const adminMailIdParamsSchema = z.object({ id: z.string() });
