import { z } from 'zod';
import { adminPageParam } from './admin-contact.schema';
import {
  searchInvalidMessage,
  searchTextField,
  searchTooLongMessage,
} from '../paging/paging.schema';

/** The back-office's 'Newsletter' screen (docs/decisions/0046-contact-and-newsletter.md). */
export const ADMIN_SUBSCRIBER_PAGE_SIZE = 20;
export const ADMIN_SUBSCRIBER_SEARCH_MAX = 100;
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 20_000;

export const adminNewsletterMessages = {
  title: 'Newsletter',
  searchPlaceholder: 'Search subscribers...',
  loading: 'Loading subscribers...',
  empty: 'No subscribers found matching your criteria.',
  loadFailed: 'Failed to load subscribers. Please try again.',
  exportCsv: 'Export CSV',
  noNewsletters: 'No newsletters sent yet.',
  previewEmpty: 'Write a subject and a message to see the preview.',
  previewFailed: 'The preview could not be made.',
  sendFailed: 'The newsletter could not be sent. Please try again.',
  noRecipients: 'There are no active subscribers to send to.',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`,
  subjectOneLine: 'The subject must fit on one line',
  bodyRequired: 'Please write the message',
  bodyTooLong: `The message must be at most ${NEWSLETTER_BODY_MAX} characters`,
  badForm: 'Please send a subject and a body',
  // Server answers.
  searchTooLong: searchTooLongMessage(ADMIN_SUBSCRIBER_SEARCH_MAX),
  searchInvalid: searchInvalidMessage,
} as const;

const m = adminNewsletterMessages;

/** 'Send to 3 subscribers?' before the newsletter goes out. */
export function newsletterSendQuestion(count: number): string {
  return `Send to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}?`;
}

/** 'Newsletter sent to 3 subscribers.' */
export function newsletterSentMessage(count: number): string {
  return `Newsletter sent to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}.`;
}

/** `GET /api/admin/newsletter/subscribers?q&page`. */
export const adminSubscriberListQuerySchema = z.object({
  q: searchTextField(ADMIN_SUBSCRIBER_SEARCH_MAX),
  page: adminPageParam,
});
export type AdminSubscriberListQuery = z.input<typeof adminSubscriberListQuerySchema>;
export type AdminSubscriberListParams = z.output<typeof adminSubscriberListQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** When the address was first subscribed. */
  subscribedAt: z.string(),
  /** Null while subscribed. */
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const adminSubscriberListResponseSchema = z.object({
  subscribers: z.array(newsletterSubscriberSchema),
  /** Subscribers matching the search (all of them without one), for paging. */
  total: z.number().int(),
  /** The whole list, whatever the search: who a newsletter goes to, and who left. */
  active: z.number().int(),
  unsubscribed: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSubscriberListResponse = z.infer<typeof adminSubscriberListResponseSchema>;

/** `POST /api/admin/newsletter` and `/preview` body: plain text, paragraphs split by blank lines. */
export const newsletterInputSchema = z.object(
  {
    subject: z
      .string({ error: m.subjectRequired })
      .trim()
      .min(1, m.subjectRequired)
      .max(NEWSLETTER_SUBJECT_MAX, m.subjectTooLong)
      // It becomes the Subject header.
      .regex(/^[^\p{Cc}]*$/u, m.subjectOneLine),
    body: z
      .string({ error: m.bodyRequired })
      .trim()
      .min(1, m.bodyRequired)
      .max(NEWSLETTER_BODY_MAX, m.bodyTooLong),
  },
  { error: m.badForm },
);
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** `POST /api/admin/newsletter/preview`: the email as each subscriber gets it. */
export const newsletterPreviewSchema = z.object({ html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** How many subscribers it was queued for. */
  recipients: z.number().int(),
  sentAt: z.string().nullable(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newsletterResponseSchema = z.object({ newsletter: newsletterSchema });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** `GET /api/admin/newsletter`: sent newsletters, newest first. */
export const newsletterListResponseSchema = z.object({ newsletters: z.array(newsletterSchema) });
export type NewsletterListResponse = z.infer<typeof newsletterListResponseSchema>;

/** Splits the plain-text body into paragraphs (blank lines), each a list of its lines. */
export function newsletterParagraphs(body: string): string[][] {
  return (
    body
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      // A blank line never stays inside a paragraph: `\n\s*\n` split there.
      .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
      .filter((lines) => lines.some((line) => line.trim() !== ''))
  );
}
