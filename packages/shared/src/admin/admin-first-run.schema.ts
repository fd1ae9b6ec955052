import { z } from 'zod';

/**
 * The back-office's first-run checklist (decision 0086): what a new shop still has to do, computed
 * by the server (`GET /api/admin/first-run`), each point with where it is done.
 */
export const firstRunItemIds = [
  'shopEmail',
  'password',
  'twoFactor',
  'seller',
  'publicUrl',
  'mail',
  'payments',
  'demo',
] as const;
export type FirstRunItemId = (typeof firstRunItemIds)[number];

export const firstRunItemSchema = z.object({
  id: z.enum(firstRunItemIds),
  title: z.string(),
  done: z.boolean(),
  /** What is set now, or what to do. */
  detail: z.string(),
  /** The back-office page where it is done; null when it is set in the server's environment. */
  href: z.string().nullable(),
});
export type FirstRunItem = z.infer<typeof firstRunItemSchema>;

export const firstRunResponseSchema = z.object({
  items: z.array(firstRunItemSchema),
  /** Every point done: the dashboard stops showing the checklist. */
  done: z.boolean(),
});
export type FirstRunResponse = z.infer<typeof firstRunResponseSchema>;

/** `DELETE /api/admin/demo-catalogue`: what went. */
export const demoRemovedResponseSchema = z.object({
  message: z.string(),
  removed: z.object({
    products: z.number().int(),
    reviews: z.number().int(),
    websiteReviews: z.number().int(),
    orders: z.number().int(),
  }),
});
export type DemoRemovedResponse = z.infer<typeof demoRemovedResponseSchema>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every word of the checklist, once. */
export const firstRunMessages = {
  heading: 'Get your shop ready',
  intro: 'A few things to finish before customers arrive. This list goes away once all are done.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  doneLabel: 'Done',
  todoLabel: 'To do',
  shopEmail: {
    title: "Set the shop's email",
    done: (email: string) => `Order, custom art and contact notices go to ${email}.`,
    generated: (email: string) =>
      `Notices go to ${email}, an address nobody reads. Set SHOP_EMAIL (or ADMIN_EMAIL and ADMIN_PASSWORD) in the server's environment and restart.`,
  },
  password: {
    title: 'Change the generated password',
    done: 'The generated password no longer opens the back-office.',
    todo: 'The password from admin-password.txt still works. Change it under Security, then delete the file.',
  },
  twoFactor: {
    title: 'Turn on two-factor sign-in',
    done: 'Signing in asks for a code from your authenticator app.',
    todo: 'Add a code from an authenticator app to your sign-in.',
  },
  seller: {
    title: 'Seller details for invoices',
    done: (name: string) => `Invoices are issued by ${name}.`,
    todo: 'Your legal name, address and state (and GSTIN when registered) for invoices.',
  },
  publicUrl: {
    title: "Set the shop's public address",
    done: (url: string) => `Links in emails point at ${url}.`,
    todo: "Links in emails point at this computer (localhost). Set PUBLIC_URL to the shop's address, e.g. https://shop.example.in, and restart.",
  },
  mail: {
    title: 'Send email',
    done: 'Messages are sent through your mail server (SMTP_URL).',
    todo: 'Messages are kept in the Mail page, not sent. Set SMTP_URL to send them.',
  },
  payments: {
    title: 'Take real payments',
    done: 'Payments go through Razorpay.',
    noWebhook:
      'Payments go through Razorpay. Set RAZORPAY_WEBHOOK_SECRET so a payment is confirmed even when the customer closes the window.',
    todo: 'Test mode: no money moves. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments.',
  },
  demo: {
    title: 'Remove the demo catalogue',
    done: 'Only your own products are in the shop.',
    todo: (products: number) =>
      `${plural(products, 'demo product is', 'demo products are')} in the shop, with their reviews. Your own products, reviews and paid orders stay.`,
    button: 'Remove the demo catalogue',
    confirmTitle: 'Remove the demo catalogue?',
    confirm:
      "The demo's products, their reviews, the demo website reviews and test-mode orders of demo products are removed. Your own products and orders stay. This cannot be undone.",
    removed: (products: number) =>
      `Demo catalogue removed: ${plural(products, 'product', 'products')}.`,
    failed: 'The demo catalogue could not be removed. Please try again.',
  },
} as const;
