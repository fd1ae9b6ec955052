import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph } from './mail-parts';

export const offerWithdrawnSubject = (title: string) => `Offer withdrawn: ${title}`;

export interface OfferWithdrawnMailProps {
  name: string;
  title: string;
  /** Why, when the shop said (for example: the painting was sold to another buyer). */
  reason: string | null;
  offersUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/** To the customer when the shop withdraws an offer it made them (decision 0052). */
export function OfferWithdrawnMail(props: OfferWithdrawnMailProps) {
  return (
    <MailLayout
      preview={`Our offer for ${props.title} has been withdrawn.`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>Our offer has been withdrawn</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      <Paragraph>
        We are sorry: our offer for <strong>{props.title}</strong> is no longer open.
        {props.reason ? ` ${props.reason}` : ''}
      </Paragraph>
      <Paragraph>
        Questions? <Link href={props.contactUrl}>Contact us</Link>.
      </Paragraph>
      <MailAction href={props.offersUrl}>See your offers</MailAction>
    </MailLayout>
  );
}
