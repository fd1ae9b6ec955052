/**
 * Customers' data rights under India's DPDP Act (docs/privacy.md, decisions 0103 to 0106): the
 * privacy notice's version, the purposes a person consents to, and every message of the privacy
 * screens and answers. Plain constants, no Zod: the shell's footer links the notice (decision 0064).
 */

/** The privacy notice's path: linked from the footer, the sign-up form and the checkout. */
export const PRIVACY_NOTICE_PATH = '/privacy';

/** Where the notice points for the grievance officer when no email is configured. */
export const CONTACT_PATH_FOR_PRIVACY = '/careers/contact-us';

/**
 * The notice's version: changed whenever its words change, so each consent records which words
 * the person answered (decision 0105).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/** The purposes a person consents to, each with its own switch in My Account > Privacy. */
export const consentPurposeValues = ['newsletter', 'whatsapp', 'marketing_email'] as const;
export type ConsentPurpose = (typeof consentPurposeValues)[number];

export const consentPurposeLabels: Record<ConsentPurpose, { label: string; hint: string }> = {
  newsletter: {
    label: 'Newsletter',
    hint: 'Occasional news of new paintings and exhibitions, by email.',
  },
  whatsapp: {
    label: 'WhatsApp updates',
    hint: 'Order and delivery updates and new work on WhatsApp, to your phone number.',
  },
  marketing_email: {
    label: 'Offers by email',
    hint: 'Offers and reminders chosen for you, by email.',
  },
};

/** Where a consent was given or withdrawn, as recorded with it. */
export const consentSourceValues = [
  'my-account',
  'newsletter-form',
  'newsletter-confirmation',
  'unsubscribe-link',
  // WhatsApp updates (decision 0116): the checkout's and the offer's checkbox, and STOP sent to
  // the shop's number.
  'checkout',
  'offer-acceptance',
  'whatsapp-stop',
] as const;
export type ConsentSource = (typeof consentSourceValues)[number];

/** What the back-office's privacy log lists. */
export const privacyEventKindValues = ['export', 'erasure', 'consent'] as const;
export type PrivacyEventKind = (typeof privacyEventKindValues)[number];

export const privacyMessages = {
  tabTitle: 'Privacy',
  noticeTitle: 'Privacy notice',
  noticeLink: 'Privacy notice',
  signupNotice:
    'By creating an account you accept how we use your data, as our privacy notice says.',
  checkoutNotice: 'How we use your details to deliver your order: see our privacy notice.',
  consentsTitle: 'Your choices',
  consentsIntro:
    'Each switch is your consent to one use of your data. Turn one off and it stops at once: nothing already queued is sent.',
  consentBody:
    'Please send a purpose (newsletter, whatsapp or marketing_email) and granted (true or false), or whatsappUpdates (true or false)',
  consentSaved: 'Your choice is saved',
  verifyEmailFirst:
    'Please confirm your email address first (use the link we emailed you), then turn the newsletter on.',
  noticeVersionLine: (version: string) => `Notice version ${version}`,
  downloadTitle: 'Download my data',
  downloadIntro:
    'A file (JSON) with everything we hold about you: your profile, addresses, orders, invoices, reviews, saved pieces, requests, consents, sessions and the messages we sent you by email and WhatsApp.',
  downloadButton: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  exportLimited:
    'You have downloaded your data several times in the last hour. Please try again later.',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'This erases your name, email, phone, addresses, interests, saved pieces, consents and the messages we sent you by email and WhatsApp, and signs you out everywhere. Orders, invoices and credit notes are kept for 8 years as GST law requires, with your details on the invoices only. Your reviews stay, shown as by "A customer".',
  deleteButton: 'Delete my account',
  deleteConfirmTitle: 'Delete your account for good?',
  deleteConfirmText: 'This cannot be undone. Enter your password to confirm.',
  deleteConfirmButton: 'Delete for good',
  deleteBody: 'Please send your password',
  passwordRequired: 'Please enter your password',
  passwordIncorrect: 'That password is not right',
  deleted: 'Your account is deleted. Thank you for shopping with us.',
  deleteLimited: 'Too many attempts. Please try again later.',
  lastAdmin:
    "This is the shop's only admin account: make another admin first, then delete this one.",
  openOrder: (orderNumber: string) =>
    `Your order ${orderNumber} is paid and not yet delivered. You can delete your account once it is delivered (or cancelled and refunded).`,
  reviewAuthor: 'A customer',
  // Back-office.
  adminTitle: 'Privacy',
  adminLogTitle: 'Privacy log',
  adminLogEmpty: 'No exports, erasures or consent changes yet.',
  grievanceTitle: 'Grievance officer',
  grievanceIntro:
    'Named on the privacy notice as the person who answers complaints about personal data.',
  grievanceNameLabel: 'Name',
  grievanceEmailLabel: 'Email',
  grievanceSaved: 'Grievance officer saved',
  grievanceBody: 'Please send a name and an email',
  grievanceNameInvalid: 'Please enter a name (up to 120 characters)',
  grievanceEmailInvalid: 'Please enter a valid email address.',
} as const;
