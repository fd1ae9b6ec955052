import { EMAIL_VERIFICATION_LINK_HOURS, SHOP_NAME } from '@artshop/shared';
import { Text } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph, quiet } from './mail-parts';

export const VERIFY_EMAIL_SUBJECT = 'Please confirm your email address';

export interface VerifyEmailMailProps {
  /** The account's name, for the greeting. */
  name: string;
  /** `${siteUrl}/verify-email?token=…`: the page whose button confirms the address. */
  verifyUrl: string;
  shopUrl: string;
}

/**
 * The sign-up's (or a resend's) confirmation email (decision 0076): until its link is followed,
 * nothing the shop finds by this address alone (custom art requests sent signed out) shows in the
 * account. Shopping needs no confirmation.
 */
export function VerifyEmailMail({ name, verifyUrl, shopUrl }: VerifyEmailMailProps) {
  return (
    <MailLayout preview="Confirm your email address" shopUrl={shopUrl}>
      <MailTitle>Hello {name},</MailTitle>
      <Paragraph>
        Please confirm that this email address belongs to your {SHOP_NAME} account. Once you do,
        custom art requests you sent with it, their quotes and progress photos appear in My Account.
      </Paragraph>
      <MailAction href={verifyUrl}>Confirm email address</MailAction>
      <Paragraph>The link works for {EMAIL_VERIFICATION_LINK_HOURS} hours and only once.</Paragraph>
      {/* The plain-text part and clients that hide buttons still get a link they can copy. */}
      <Text style={quiet}>
        If the button does not work, copy this address into your browser: {verifyUrl}
      </Text>
      <Text style={quiet}>
        If you did not create an account, ignore this email: the account stays unconfirmed and sees
        nothing sent with your address.
      </Text>
    </MailLayout>
  );
}
