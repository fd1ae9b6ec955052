import { Link, Section, Text } from '@react-email/components';
import { MailLayout, mailButton, mailColors } from './mail-layout';

export interface ContactNoticeMailProps {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The back-office's Messages screen, where the message can be marked read. */
  messagesUrl: string;
  shopUrl: string;
}

/** The notice subject: the visitor's own subject, marked as coming from the contact form. */
export const contactNoticeSubject = (subject: string) => `Contact form: ${subject}`;

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const quiet = { ...paragraph, color: mailColors.inkSoft, fontSize: '13px' };
const quote = {
  ...paragraph,
  borderLeft: `3px solid ${mailColors.sand}`,
  margin: '12px 0',
  paddingLeft: '12px',
  // The visitor's line breaks are part of the message.
  whiteSpace: 'pre-wrap' as const,
};

/**
 * A new contact message, to the shop's address (decision 0046). The visitor's words are text nodes,
 * so React escapes them; replying goes to the visitor through the Reply-To header.
 */
export function ContactNoticeMail({
  name,
  email,
  subject,
  message,
  messagesUrl,
  shopUrl,
}: ContactNoticeMailProps) {
  return (
    <MailLayout preview={`${name} wrote: ${subject}`} shopUrl={shopUrl}>
      <Text style={paragraph}>
        {name} ({email}) sent a message through the contact form.
      </Text>
      <Text style={{ ...paragraph, fontWeight: 600 }}>{subject}</Text>
      <Text style={quote}>{message}</Text>
      <Section style={{ margin: '16px 0' }}>
        <Link href={messagesUrl} style={mailButton}>
          Open Messages
        </Link>
      </Section>
      <Text style={quiet}>Reply to this email to answer {name} directly.</Text>
    </MailLayout>
  );
}
