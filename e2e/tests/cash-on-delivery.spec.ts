import type { APIRequestContext } from '@playwright/test';
import { signInAdmin, signInCustomer } from '../support/accounts';
import { addFreshStoneArt } from '../support/catalogue';
import { withMailShop as withMail, type MailShop } from '../support/mail-shop';
import { openAdminOrder, openMyOrder, signOutAdmin } from '../support/orders';
import { toastWith } from '../support/toasts';
import { expect, expectNoSeriousA11yViolations, newCustomer, test } from '../fixtures';
import { shiprocketWebhookToken } from '../test-env';

// Cash on delivery for stone art (decisions 0099 to 0101): a shopper chooses it at checkout, with
// its fee as a line of its own, confirms the order with the 6-digit code emailed to them, the admin
// ships it with Shiprocket (the shop's own stand-in), the courier's tracking webhook reports it
// delivered, and My Orders shows it paid. The code is made only when its email is sent (decision
// 0072's send-time secrets), so this spec runs on a shop of its own whose mail goes to an SMTP
// catcher (support/mail-shop.ts). On the desktop and the phone: a shopper journey.

const CODE_SUBJECT = /^Confirm your cash on delivery order (AS-\d+)$/;

/** The code and order number of the confirmation email `email` received. */
async function emailedCode(
  shop: MailShop,
  email: string,
): Promise<{ code: string; number: string }> {
  const codeMails = () => shop.inbox.messagesTo(email).filter((m) => CODE_SUBJECT.test(m.subject));
  await expect.poll(() => codeMails().length, { timeout: 15_000 }).toBe(1);
  const [mail] = codeMails();
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, 'a 6-digit code in the plain-text part').toBeDefined();
  return { code: code!, number: CODE_SUBJECT.exec(mail!.subject)![1]! };
}

/** Shiprocket's 'DD MM YYYY HH:mm:ss', India time, a minute ago. */
function indiaStampNow(): string {
  const india = new Date(Date.now() - 60_000 + 5.5 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCDate())} ${two(india.getUTCMonth() + 1)} ${india.getUTCFullYear()} ${two(india.getUTCHours())}:${two(india.getUTCMinutes())}:00`;
}

/** The courier's 'Delivered', as Shiprocket's tracking webhook posts it. */
async function reportDelivered(request: APIRequestContext, awb: string) {
  const response = await request.post('/api/shipping/courier-updates', {
    headers: { 'x-api-key': shiprocketWebhookToken },
    data: {
      awb,
      courier_name: 'Ekart Logistics',
      current_status: 'DELIVERED',
      current_status_id: 7,
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: indiaStampNow(),
      scans: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ status: 'updated' });
}

withMail(
  'a shopper pays cash on delivery: confirms with the emailed code, the courier delivers, My Orders shows it paid',
  async ({ page, mailShop, isMobile }) => {
    // A shop start, a checkout, an email, three admin steps and a webhook on two loaded cores.
    test.slow();
    // The owner's stone art piece (this shop has no demo catalogue).
    await signInAdmin(page.request);
    const product = await addFreshStoneArt(
      page.request,
      `COD Lotus ${isMobile ? 'phone' : 'desk'} ${Date.now().toString(36)}`,
      1800,
    );
    await signOutAdmin(page);

    const customer = newCustomer('cod');
    await signInCustomer(page.request, customer);
    const added = await page.request.post('/api/user/cart/add', {
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBe(201);

    // Checkout to a PIN code where the courier collects cash (the stand-in's 560001).
    await page.goto('/checkout');
    await page.getByLabel('Address line 1').fill('12 MG Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByLabel('PIN code').fill('560001');
    const cod = page.getByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    const summary = page.getByLabel('Order summary', { exact: true });
    await expect(summary).toContainText('Cash on delivery fee');
    await expect(summary).toContainText('₹49');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Place order ₹/ }).click();

    // The code's page; the code comes by email.
    await expect(page).toHaveURL(/\/checkout\/confirm\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Confirm your order', level: 1 })).toBeVisible();
    const { code, number } = await emailedCode(mailShop, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Confirmation code').fill(wrong);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Order confirmed. Please keep the cash ready' }),
    ).toBeVisible();

    // The admin ships it with Shiprocket: collected at the door, so no payment is needed first.
    await signInAdmin(page.request);
    await openAdminOrder(page, customer, number);
    await expect(page.getByRole('region', { name: 'Payment Details' })).toContainText(
      'Cash on delivery',
    );
    const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
    await fulfilment.getByRole('button', { name: 'Ship with Shiprocket' }).click();
    await expect(toastWith(page, /Shipped with Shiprocket: .+, AWB \d+/)).toBeVisible();
    const tracking = await fulfilment
      .getByRole('link', { name: 'Track parcel' })
      .getAttribute('href');
    const awb = /\/tracking\/(\d+)$/.exec(tracking ?? '')?.[1];
    expect(awb, 'the AWB in the tracking link').toBeDefined();
    await signOutAdmin(page);

    // The courier delivers and collects the cash: the order is paid.
    await reportDelivered(page.request, awb!);
    await openMyOrder(page, number, isMobile);
    const card = page.getByRole('button', { name: new RegExp(`Order ${number}\\b`) });
    await expect(card).toContainText('Cash on delivery: paid');
    await expect(card).toContainText('Delivered');
    await expect(page.getByLabel('Order amounts')).toContainText('Cash on delivery fee');
  },
);
