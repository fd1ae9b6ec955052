import { COD_CONFIRM_HOURS, SHOP_NAME } from '@artshop/shared';
import { Text } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph, quiet, rupees } from './mail-parts';

export const codConfirmationSubject = (orderNumber: string) =>
  `Confirm your cash on delivery order ${orderNumber}`;

export interface CodConfirmationMailProps {
  name: string;
  number: string;
  totalPaise: number;
  /** Stands for the code in the stored message; the sender puts the code in (decision 0100). */
  code: string;
  /** The page where the code is entered. */
  confirmUrl: string;
  shopUrl: string;
}

/**
 * The code that confirms a cash on delivery order (decision 0100): a parcel nobody asked for
 * costs the courier's fee both ways, so the shop ships only what the customer confirmed.
 */
export function CodConfirmationMail({
  name,
  number,
  totalPaise,
  code,
  confirmUrl,
  shopUrl,
}: CodConfirmationMailProps) {
  return (
    <MailLayout preview={`Your code for order ${number}: ${code}`} shopUrl={shopUrl}>
      <MailTitle>Hello {name},</MailTitle>
      <Paragraph>
        Thank you for your cash on delivery order <strong>{number}</strong> of {rupees(totalPaise)}{' '}
        at {SHOP_NAME}. Please confirm it with this code within {COD_CONFIRM_HOURS} hours:
      </Paragraph>
      <Text style={{ fontSize: '28px', fontWeight: 700, letterSpacing: '6px', margin: '12px 0' }}>
        {code}
      </Text>
      <MailAction href={confirmUrl}>Confirm my order</MailAction>
      <Text style={quiet}>
        If you did not place this order, ignore this email: it is cancelled unless confirmed.
      </Text>
    </MailLayout>
  );
}
