import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN } from '../people/names-and-phones';

/**
 * Order updates on WhatsApp (docs/whatsapp.md, decisions 0116 to 0118): the messages' states, the
 * words of the checkbox, the switch and the back-office, and the schemas of their requests.
 */

/**
 * A WhatsApp message's state in its outbox. pending, sending, kept (no WHATSAPP_TOKEN) and failed
 * as for email; sent, delivered and read are what Meta's status webhook reports after the send.
 */
export const whatsappStatusValues = [
  'pending',
  'sending',
  'kept',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type WhatsappStatus = (typeof whatsappStatusValues)[number];

/** The statuses the admin may send again; pending and sending ones are on their way already. */
export const resendableWhatsappStatuses: readonly WhatsappStatus[] = [
  'failed',
  'kept',
  'sent',
  'delivered',
  'read',
];

/** What each message is, one approved template each (docs/whatsapp.md lists their parameters). */
export const whatsappKindValues = [
  'order-confirmed',
  'order-shipped',
  'order-out-for-delivery',
  'order-delivered',
  'cod-code',
  'offer-made',
  'refund-processed',
] as const;
export type WhatsappKind = (typeof whatsappKindValues)[number];

/** The number WhatsApp uses: international form, digits only, no '+' ('91' and the ten digits). */
export function whatsappNumberOf(mobile: string): string | null {
  return INDIAN_MOBILE_PATTERN.test(mobile) ? `91${mobile}` : null;
}

/** The ten digits of a stored international number, as the account shows phone numbers. */
export const nationalMobileOf = (whatsappNumber: string) =>
  whatsappNumber.startsWith('91') ? whatsappNumber.slice(2) : whatsappNumber;

export const whatsappMessages = {
  checkoutLabel: 'Send me order updates on WhatsApp',
  checkoutHint: (phone: string) => `To ${phone}. You can turn this off in My Account at any time.`,
  switchNumber: (phone: string) => `To +91 ${phone}`,
  switchNeedsPhone:
    'Add your phone number in your profile (or enter it here) to get WhatsApp updates.',
  phoneLabel: 'WhatsApp number',
  phoneRequired: 'Please give the mobile number for WhatsApp updates',
  // Back-office.
  adminTitle: 'WhatsApp',
  adminOptedIn: (count: number) =>
    `${count} ${count === 1 ? 'customer has' : 'customers have'} asked for order updates on WhatsApp.`,
  adminKeptNotice:
    'WhatsApp messages are not sent: WHATSAPP_TOKEN is not set. Every message is kept here instead.',
  adminEmpty: 'No WhatsApp messages yet.',
  adminLoadFailed: 'Failed to load the WhatsApp messages. Please try again.',
  resent: 'The message will be sent again shortly.',
  notFound: 'Message not found',
  notResendable: 'This message is already waiting to be sent',
  // Why a message was not sent (recorded on its row).
  consentWithdrawn: 'Not sent: the customer withdrew their consent to WhatsApp updates.',
  codeWithEmail:
    "Waiting for the code's email: the code is made when that email is sent, and goes out on both at once.",
  // Webhook answers.
  verifyRefused: 'The verify token does not match',
  signatureInvalid: 'Invalid signature',
  bodyInvalid: 'The body must be JSON',
} as const;

export const whatsappStatusLabels: Record<WhatsappStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  kept: 'Kept',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** One row of the back-office's WhatsApp list. */
export const adminWhatsappMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(whatsappKindValues),
  /** The ten digits. */
  to: z.string(),
  /** The template's parameters in order (a code shows as its placeholder). */
  parameters: z.array(z.string()),
  status: z.enum(whatsappStatusValues),
  attempts: z.number().int(),
  /** Why it failed (Meta's error code and title), or the last retried error. */
  lastError: z.string().nullable(),
  /** Meta's message id (`wamid...`) once sent. */
  messageId: z.string().nullable(),
  sentAt: z.string().nullable(),
  statusAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminWhatsappMessage = z.infer<typeof adminWhatsappMessageSchema>;

/** `GET /api/admin/whatsapp`: the newest messages, how they are sent, and who opted in. */
export const adminWhatsappListResponseSchema = z.object({
  mode: z.enum(['cloud-api', 'kept']),
  optedIn: z.number().int(),
  messages: z.array(adminWhatsappMessageSchema),
});
export type AdminWhatsappListResponse = z.infer<typeof adminWhatsappListResponseSchema>;

export const adminWhatsappIdParamsSchema = z.object({ id: z.uuid({ error: 'Message not found' }) });

export const adminWhatsappResponseSchema = z.object({ message: adminWhatsappMessageSchema });
export type AdminWhatsappResponse = z.infer<typeof adminWhatsappResponseSchema>;
