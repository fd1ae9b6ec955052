import { SHOP_NAME } from '@artshop/shared';
import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailTitle, Paragraph } from './mail-parts';

export const CUSTOM_ART_RECEIVED_SUBJECT = 'We received your custom art request';

export interface CustomArtReceivedMailProps {
  /** The request's reference, e.g. '#1a2b3c4d': the only thing of the request the message names. */
  reference: string;
  contactUrl: string;
  shopUrl: string;
}

/**
 * To the address a custom stone art request names. Nobody has proved that address is theirs, so
 * the message is the shop's own words and the request's reference, never what the form's sender
 * typed: the form cannot turn the shop into a relay for someone else's text (docs/security.md).
 */
export function CustomArtReceivedMail(props: CustomArtReceivedMailProps) {
  return (
    <MailLayout
      preview="Thank you: we will look at your idea and get back to you"
      shopUrl={props.shopUrl}
    >
      <MailTitle>Thank you for your custom art request</MailTitle>
      <Paragraph>
        We received a request for a custom stone art piece made with this email address, reference{' '}
        {props.reference}. Our artists will look at it and contact you by email or phone about the
        design, size and price.
      </Paragraph>
      <Paragraph>If you did not send this request, you can ignore this message.</Paragraph>
      <Paragraph>
        Something to add? <Link href={props.contactUrl}>Write to us</Link>.
      </Paragraph>
      <Paragraph>The {SHOP_NAME} team</Paragraph>
    </MailLayout>
  );
}
