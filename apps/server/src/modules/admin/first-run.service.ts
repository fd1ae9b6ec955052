import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstRunMessages as m, type FirstRunItem, type FirstRunResponse } from '@artshop/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { products, users, websiteReviews, type UserRow } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { GENERATED_PASSWORD_FILE } from '../../seed/ensure-admin';
import { loadSellerSettings } from '../invoices/parties';
import { resolveShopEmail } from '../mail/shop-email';
import { demoOrderIds } from './demo-catalogue.service';

/** What the checklist reads from the configuration. */
export type FirstRunSettings = Pick<
  Config,
  'dataDir' | 'publicUrl' | 'paymentMode' | 'razorpay' | 'invoice'
> & { mail: Pick<Config['mail'], 'smtpUrl' | 'shopEmail'> };

/**
 * `.local` is reserved for a local network (RFC 6762): no mail is delivered there, so the generated
 * admin's address (admin@artshop.local) is no shop email.
 */
const undeliverable = (email: string) => /\.local$/i.test(email);

/**
 * Whether the generated first password (the file ensure-admin wrote in DATA_DIR) still opens its
 * account. No file, or an account it no longer opens: changed. scrypt is slow on purpose, so each
 * answer is kept per stored hash: a changed password is a new hash.
 */
const generatedPasswordCache = new Map<string, boolean>();
async function generatedPasswordStillWorks(db: Db, dataDir: string): Promise<boolean> {
  const text = await readFile(path.resolve(dataDir, GENERATED_PASSWORD_FILE), 'utf8').catch(
    () => null,
  );
  const email = text?.match(/^email: (.+)$/m)?.[1]?.trim();
  const password = text?.match(/^password: (.+)$/m)?.[1]?.trim();
  if (!email || !password) return false;
  const [account] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, 'admin')));
  if (!account) return false;
  const key = `${password}\n${account.hash}`;
  let works = generatedPasswordCache.get(key);
  if (works === undefined) {
    works = await verifyPassword(password, account.hash);
    generatedPasswordCache.set(key, works);
  }
  return works;
}

async function demoRowsLeft(db: Db): Promise<number> {
  const [[demoProducts], [demoReviews], orderIds] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.demo, true)),
    db.select({ n: count() }).from(websiteReviews).where(eq(websiteReviews.demo, true)),
    demoOrderIds(db),
  ]);
  return (demoProducts?.n ?? 0) + (demoReviews?.n ?? 0) + orderIds.length;
}

/**
 * `GET /api/admin/first-run` (decision 0086): each point of a new shop's checklist, computed from
 * the configuration and the database for the signed-in admin, with where it is done.
 */
export async function firstRunChecklist(
  db: Db,
  settings: FirstRunSettings,
  admin: Pick<UserRow, 'totpEnabledAt'>,
): Promise<FirstRunResponse> {
  const [shopEmail, passwordWorks, seller, demoLeft, demoProducts] = await Promise.all([
    resolveShopEmail(db, settings.mail.shopEmail),
    generatedPasswordStillWorks(db, settings.dataDir),
    loadSellerSettings(db, settings.invoice),
    demoRowsLeft(db),
    db.select({ n: count() }).from(products).where(eq(products.demo, true)),
  ]);
  const sellerDone = seller.saved || Boolean(seller.settings.address && seller.settings.state);
  const razorpay = settings.paymentMode === 'razorpay';
  const items: FirstRunItem[] = [
    {
      id: 'shopEmail',
      title: m.shopEmail.title,
      done: Boolean(shopEmail && !undeliverable(shopEmail)),
      detail:
        shopEmail && !undeliverable(shopEmail)
          ? m.shopEmail.done(shopEmail)
          : m.shopEmail.generated(shopEmail ?? '—'),
      href: null,
    },
    {
      id: 'password',
      title: m.password.title,
      done: !passwordWorks,
      detail: passwordWorks ? m.password.todo : m.password.done,
      href: '/admin/security',
    },
    {
      id: 'twoFactor',
      title: m.twoFactor.title,
      done: admin.totpEnabledAt !== null,
      detail: admin.totpEnabledAt ? m.twoFactor.done : m.twoFactor.todo,
      href: '/admin/security',
    },
    {
      id: 'seller',
      title: m.seller.title,
      done: sellerDone,
      detail: sellerDone ? m.seller.done(seller.settings.legalName) : m.seller.todo,
      href: '/admin/invoices',
    },
    {
      id: 'publicUrl',
      title: m.publicUrl.title,
      done: Boolean(settings.publicUrl),
      detail: settings.publicUrl ? m.publicUrl.done(settings.publicUrl) : m.publicUrl.todo,
      href: null,
    },
    {
      id: 'mail',
      title: m.mail.title,
      done: Boolean(settings.mail.smtpUrl),
      detail: settings.mail.smtpUrl ? m.mail.done : m.mail.todo,
      href: '/admin/mail',
    },
    {
      id: 'payments',
      title: m.payments.title,
      done: razorpay,
      detail: !razorpay
        ? m.payments.todo
        : settings.razorpay.webhookSecret
          ? m.payments.done
          : m.payments.noWebhook,
      href: null,
    },
    {
      id: 'demo',
      title: m.demo.title,
      done: demoLeft === 0,
      detail: demoLeft === 0 ? m.demo.done : m.demo.todo(demoProducts[0]?.n ?? 0),
      href: null,
    },
  ];
  return { items, done: items.every((item) => item.done) };
}
