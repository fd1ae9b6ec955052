import { newsletterParagraphs } from '@artshop/shared';
import { Fragment } from 'react';
import { Link, Text } from '@react-email/components';
import { MailLayout, mailColors } from './mail-layout';

export interface NewsletterIssueMailProps {
  subject: string;
  /** The admin's plain text: paragraphs split by blank lines, never HTML. */
  body: string;
  /** `${siteUrl}/unsubscribe?token=…`: the recipient's own one-click unsubscribe page. */
  unsubscribeUrl: string;
  shopUrl: string;
}

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const footer = { color: mailColors.inkSoft, fontSize: '12px', lineHeight: '18px' };

/**
 * One newsletter (decision 0046). The body is text the admin typed: each paragraph and line is a
 * React text node, so anything that looks like HTML is shown as written, never interpreted.
 */
export function NewsletterIssueMail({
  subject,
  body,
  unsubscribeUrl,
  shopUrl,
}: NewsletterIssueMailProps) {
  const paragraphs = newsletterParagraphs(body);
  return (
    <MailLayout
      preview={subject}
      shopUrl={shopUrl}
      footerExtra={
        <Text style={footer}>
          You get this email because you subscribed to our newsletter.{' '}
          {/* The plain-text part writes the address after the word. */}
          <Link href={unsubscribeUrl}>Unsubscribe</Link> with one click.
        </Text>
      }
    >
      <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 600 }}>{subject}</Text>
      {paragraphs.map((lines, index) => (
        <Text key={index} style={paragraph}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </MailLayout>
  );
}
