import { z } from 'zod';
import { ACCOUNT_EMAIL_MAX, ACCOUNT_EMAIL_PATTERN } from '../auth/auth.schema';

/**
 * The contact form (spec section 2 'Static pages', decision 0046): sent to the server, stored for
 * the back-office's 'Messages' screen and announced to the shop's address
 * (docs/decisions/0046-contact-and-newsletter.md).
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

/** How long the thank-you message stays before the form returns (spec section 2: 5 s). */
export const CONTACT_THANKS_MS = 5000;

export const contactFormMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `The name must be at most ${CONTACT_NAME_MAX} characters`,
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject must be at most ${CONTACT_SUBJECT_MAX} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `The message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  oneLine: 'The name and subject must fit on one line',
  badForm: 'Please fill in your name, email, subject and message',
  // The spec's thank-you (section 2: shown for 5 seconds, then the form returns).
  thanks: 'Thank you for reaching out! We have your message and will get back to you soon.',
  sendFailed: 'Your message could not be sent. Please try again.',
  tooManyRequests: 'Too many messages. Please wait a few minutes and try again.',
  tooManyFromAddress: 'Too many messages from this email address. Please try again in an hour.',
} as const;

/** No line breaks or other control characters: the name and subject end up in mail headers. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

const oneLineText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(SINGLE_LINE, contactFormMessages.oneLine);

/** `POST /api/contact` body. */
export const contactInputSchema = z.object(
  {
    name: oneLineText(
      contactFormMessages.nameRequired,
      CONTACT_NAME_MAX,
      contactFormMessages.nameTooLong,
    ),
    email: z
      .string({ error: contactFormMessages.emailInvalid })
      .trim()
      .max(ACCOUNT_EMAIL_MAX, contactFormMessages.emailInvalid)
      .regex(ACCOUNT_EMAIL_PATTERN, contactFormMessages.emailInvalid),
    subject: oneLineText(
      contactFormMessages.subjectRequired,
      CONTACT_SUBJECT_MAX,
      contactFormMessages.subjectTooLong,
    ),
    message: z
      .string({ error: contactFormMessages.messageRequired })
      .trim()
      .min(1, contactFormMessages.messageRequired)
      .max(CONTACT_MESSAGE_MAX, contactFormMessages.messageTooLong),
  },
  { error: contactFormMessages.badForm },
);
export type ContactInput = z.infer<typeof contactInputSchema>;

/** `POST /api/contact` 201: the thank-you sentence (the stored message is the shop's, not the sender's). */
export const contactSentResponseSchema = z.object({ message: z.string() });
export type ContactSentResponse = z.infer<typeof contactSentResponseSchema>;
