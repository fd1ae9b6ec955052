import { SHOP_NAME } from '@artshop/shared';
import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailTitle, Paragraph } from './mail-parts';

export const CUSTOM_ART_COMPLETED_SUBJECT = 'Your custom art is complete';

export interface CustomArtCompletedMailProps {
  /** The request's reference, e.g. '#1a2b3c4d' (no text the requester typed; see the received mail). */
  reference: string;
  /** When the request was sent, as the requester would recognise it (e.g. '12 March 2026'). */
  requestedOn: string;
  contactUrl: string;
  shopUrl: string;
}

/** To the requester when the admin marks the custom art request completed. */
export function CustomArtCompletedMail(props: CustomArtCompletedMailProps) {
  return (
    <MailLayout preview="Your custom stone art piece is complete" shopUrl={props.shopUrl}>
      <MailTitle>Your custom art is complete</MailTitle>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Good news: the custom stone art you asked for on {props.requestedOn} (reference{' '}
        {props.reference}) is complete. We will be in touch about delivery.
      </Paragraph>
      <Paragraph>
        Questions? <Link href={props.contactUrl}>Contact us</Link>.
      </Paragraph>
      <Paragraph>The {SHOP_NAME} team</Paragraph>
    </MailLayout>
  );
}
