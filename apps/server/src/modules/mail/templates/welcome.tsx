import { SHOP_NAME, WELCOME_OFFER_PERCENT } from '@artshop/shared';
import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph } from './mail-parts';

export const WELCOME_SUBJECT = `Welcome to ${SHOP_NAME}`;

export interface WelcomeMailProps {
  name: string;
  shopUrl: string;
  paintingsUrl: string;
  stoneArtUrl: string;
}

/** After sign-up: hello, and the welcome offer the top banner promised ('20% off your first order'). */
export function WelcomeMail({ name, shopUrl, paintingsUrl, stoneArtUrl }: WelcomeMailProps) {
  return (
    <MailLayout
      preview={`Your account is ready: ${WELCOME_OFFER_PERCENT}% off your first order`}
      shopUrl={shopUrl}
    >
      <MailTitle>Welcome, {name}!</MailTitle>
      <Paragraph>
        Thank you for creating an account at {SHOP_NAME}. Every painting and stone piece in the shop
        is made by hand.
      </Paragraph>
      <Paragraph>
        As promised, you get <strong>{WELCOME_OFFER_PERCENT}% off your first order</strong>. There
        is no code to remember: the offer is taken off in your cart and at checkout while you are
        signed in.
      </Paragraph>
      <Paragraph>
        Browse the <Link href={paintingsUrl}>paintings</Link> and the{' '}
        <Link href={stoneArtUrl}>stone art</Link>.
      </Paragraph>
      <MailAction href={shopUrl}>Start shopping</MailAction>
    </MailLayout>
  );
}
