import { PASSWORD_RESET_TOKEN_MINUTES } from '@artshop/shared';
import { Link, Section, Text } from '@react-email/components';
import { MailLayout, mailButton, mailColors } from './mail-layout';

export const PASSWORD_RESET_SUBJECT = 'Reset your password';

export interface PasswordResetMailProps {
  /** The account's name, for the greeting. */
  name: string;
  /** `${siteUrl}/reset-password?token=…`: the one link that can set a new password. */
  resetUrl: string;
  shopUrl: string;
}

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const quiet = { ...paragraph, color: mailColors.inkSoft, fontSize: '13px' };

/**
 * The password-reset email (decision 0045): one button, how long it works, and what to do if
 * unasked.
 */
export function PasswordResetMail({ name, resetUrl, shopUrl }: PasswordResetMailProps) {
  return (
    <MailLayout preview="A link to reset your password" shopUrl={shopUrl}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        We received a request to reset the password of your account. Choose a new password with the
        button below.
      </Text>
      <Section style={{ margin: '16px 0' }}>
        <Link href={resetUrl} style={mailButton}>
          Reset your password
        </Link>
      </Section>
      <Text style={paragraph}>
        The link works for {PASSWORD_RESET_TOKEN_MINUTES} minutes and only once.
      </Text>
      {/* The plain-text part and clients that hide buttons still get a link they can copy. */}
      <Text style={quiet}>
        If the button does not work, copy this address into your browser: {resetUrl}
      </Text>
      <Text style={quiet}>
        If you did not ask, ignore this email: your password stays as it is.
      </Text>
    </MailLayout>
  );
}
