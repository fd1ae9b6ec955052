import { SHOP_NAME } from '@artshop/shared';
import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { Facts, MailTitle, Paragraph } from './mail-parts';

export const CUSTOM_ART_RECEIVED_SUBJECT = 'We received your custom art request';

export interface CustomArtReceivedMailProps {
  firstName: string;
  description: string;
  contactUrl: string;
  shopUrl: string;
}

/** To the requester when a custom stone art request is stored: what we got and what happens next. */
export function CustomArtReceivedMail(props: CustomArtReceivedMailProps) {
  return (
    <MailLayout
      preview="Thank you: we will look at your idea and get back to you"
      shopUrl={props.shopUrl}
    >
      <MailTitle>Thank you, {props.firstName}!</MailTitle>
      <Paragraph>
        We received your request for a custom stone art piece, with your reference photo. Our
        artists will look at it and contact you by email or phone about the design, size and price.
      </Paragraph>
      <Facts rows={[['Your description', props.description]]} />
      <Paragraph>
        Something to add? <Link href={props.contactUrl}>Write to us</Link>.
      </Paragraph>
      <Paragraph>The {SHOP_NAME} team</Paragraph>
    </MailLayout>
  );
}
