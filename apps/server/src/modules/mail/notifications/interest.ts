import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../../db/client';
import { interestedBuyers, products, users } from '../../../db/schema';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { NewInterestMail, newInterestSubject } from '../templates/shop-notices';
import { mailLinks, subjectText, type NotificationSettings } from './notification-settings';
import { resolveShopEmail } from '../shop-email';

/** A customer registered interest in a product, in that transaction: a notice to the shop. */
export async function queueInterestNotice(
  tx: Db,
  settings: NotificationSettings,
  interestId: string,
): Promise<void> {
  // SHOP_EMAIL, ADMIN_EMAIL or the first admin (decision 0086); without any, nobody to tell.
  const shopEmail = await resolveShopEmail(tx, settings.mail.shopEmail);
  if (!shopEmail) return;
  const [found] = await tx
    .select({ user: users, product: products })
    .from(interestedBuyers)
    .innerJoin(users, eq(users.id, interestedBuyers.userId))
    .innerJoin(products, eq(products.id, interestedBuyers.productId))
    .where(eq(interestedBuyers.id, interestId));
  if (!found) return;
  const { user, product } = found;
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `interest:${interestId}:shop`,
    kind: 'shop-new-interest',
    to: shopEmail,
    subject: newInterestSubject(subjectText(product.title)),
    ...(await renderMail(
      createElement(NewInterestMail, {
        customerName: user.name,
        customerEmail: user.email,
        productTitle: product.title,
        // What the customer would pay today: the discount price is the price when there is none.
        productPricePaise: product.discountPricePaise,
        productUrl: mailLinks.product(shopUrl, product.id),
        adminInterestedBuyersUrl: mailLinks.adminInterestedBuyers(shopUrl),
        shopUrl,
      }),
    )),
  });
}
