import { Link, Text } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { Facts, MailAction, MailTitle, Paragraph, quiet, rupees } from './mail-parts';

export const offerMadeSubject = (title: string) => `An offer for you: ${title}`;

export interface OfferMadeMailProps {
  name: string;
  /** The painting's title, or 'Custom stone art: …' for a commission's quote. */
  title: string;
  pricePaise: number;
  deliveryPaise: number;
  note: string | null;
  /** When the offer lapses, in India time as the customer reads it ('12 Mar 2026, 6:30 pm IST'). */
  validUntil: string;
  offersUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/**
 * To the customer when the admin makes an offer (decision 0052): a painting they were interested
 * in, or the quote for their custom art request, at a price, for a while. Accepting it is checkout.
 */
export function OfferMadeMail(props: OfferMadeMailProps) {
  return (
    <MailLayout
      preview={`${props.title} for ${rupees(props.pricePaise)}, valid until ${props.validUntil}.`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>An offer for you</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      <Paragraph>
        We would like to offer you <strong>{props.title}</strong>.
      </Paragraph>
      <Facts
        rows={[
          ['Price', rupees(props.pricePaise)],
          ['Delivery', rupees(props.deliveryPaise)],
          ['Valid until', props.validUntil],
        ]}
      />
      {props.note && <Text style={quiet}>{props.note}</Text>}
      <Paragraph>
        Accept it and pay in My Account, under Offers, before it expires, or decline it there.
      </Paragraph>
      <MailAction href={props.offersUrl}>See the offer</MailAction>
      <Paragraph>
        Questions? <Link href={props.contactUrl}>Contact us</Link>.
      </Paragraph>
    </MailLayout>
  );
}
