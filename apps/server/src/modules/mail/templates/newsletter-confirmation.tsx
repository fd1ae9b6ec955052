import { NEWSLETTER_CONFIRM_LINK_DAYS, SHOP_NAME } from '@artshop/shared';
import { Link, Section, Text } from '@react-email/components';
import { MailLayout, mailButton, mailColors } from './mail-layout';

export const NEWSLETTER_CONFIRMATION_SUBJECT = 'Please confirm your newsletter subscription';
export const NEWSLETTER_ON_LIST_SUBJECT = 'You are already on our newsletter list';

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const quiet = { ...paragraph, color: mailColors.inkSoft, fontSize: '13px' };

export interface NewsletterConfirmationMailProps {
  /** `${siteUrl}/newsletter/confirm?token=…`: the page whose button confirms the sign-up. */
  confirmUrl: string;
  shopUrl: string;
}

/**
 * The double opt-in email (decision 0074): a sign-up joins the list only through this link, so
 * nobody can put someone else's address on it, or back on it after they left.
 */
export function NewsletterConfirmationMail({
  confirmUrl,
  shopUrl,
}: NewsletterConfirmationMailProps) {
  return (
    <MailLayout preview="Confirm your newsletter subscription" shopUrl={shopUrl}>
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        Someone, we hope you, asked for the {SHOP_NAME} newsletter at this address. Please confirm
        with the button below; until then we send you nothing else.
      </Text>
      <Section style={{ margin: '16px 0' }}>
        <Link href={confirmUrl} style={mailButton}>
          Confirm subscription
        </Link>
      </Section>
      <Text style={paragraph}>
        The link works for {NEWSLETTER_CONFIRM_LINK_DAYS} days and only once.
      </Text>
      {/* The plain-text part and clients that hide buttons still get a link they can copy. */}
      <Text style={quiet}>
        If the button does not work, copy this address into your browser: {confirmUrl}
      </Text>
      <Text style={quiet}>
        If you did not ask, ignore this email: you will not get our newsletter.
      </Text>
    </MailLayout>
  );
}

export interface NewsletterOnListMailProps {
  /** `${siteUrl}/unsubscribe?token=…`: the subscriber's own unsubscribe page. */
  unsubscribeUrl: string;
  shopUrl: string;
}

/**
 * What a sign-up of an address already on the list sends instead of a confirmation (decision
 * 0074): the web answer is the same for every address, so the mailbox is where its owner learns
 * that nothing changed.
 */
export function NewsletterOnListMail({ unsubscribeUrl, shopUrl }: NewsletterOnListMailProps) {
  return (
    <MailLayout preview="You are already subscribed" shopUrl={shopUrl}>
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        Someone, we hope you, asked for the {SHOP_NAME} newsletter at this address. You are on our
        list already, so there is nothing to do.
      </Text>
      <Text style={quiet}>
        {/* The plain-text part writes the address after the word. */}
        To stop getting the newsletter, <Link href={unsubscribeUrl}>unsubscribe</Link> with one
        click.
      </Text>
    </MailLayout>
  );
}
