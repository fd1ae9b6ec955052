import { SHOP_NAME, SHOP_TAGLINE } from '@artshop/shared';
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

/** The shop's look in email: the web app's palette (apps/web/src/index.css), system fonts. */
export const mailColors = {
  paper: '#fdf8f3',
  sand: '#f4ebe0',
  clay: '#c2410c',
  clayDark: '#7c2d12',
  ink: '#2b211c',
  inkSoft: '#5c4d44',
} as const;

const body: CSSProperties = {
  backgroundColor: mailColors.paper,
  color: mailColors.ink,
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  margin: 0,
  padding: '24px 0',
};
const container: CSSProperties = {
  backgroundColor: '#ffffff',
  border: `1px solid ${mailColors.sand}`,
  borderRadius: '8px',
  maxWidth: '560px',
  padding: '24px',
};
const brand: CSSProperties = {
  color: mailColors.clayDark,
  fontFamily: "Georgia, 'Times New Roman', serif",
  fontSize: '22px',
  margin: '0 0 4px',
};
const footer: CSSProperties = { color: mailColors.inkSoft, fontSize: '12px', lineHeight: '18px' };

export interface MailLayoutProps {
  /** The inbox preview line. */
  preview: string;
  /** The shop's public address (PUBLIC_URL), for the header link. */
  shopUrl: string;
  children: ReactNode;
  /** Extra footer lines, e.g. the newsletter's unsubscribe link. */
  footerExtra?: ReactNode;
}

/** Every email's frame: the shop's name as a header, the content, a quiet footer. */
export function MailLayout({ preview, shopUrl, children, footerExtra }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section>
            <Link href={shopUrl} style={{ textDecoration: 'none' }}>
              <Text style={brand}>{SHOP_NAME}</Text>
            </Link>
            <Text style={{ ...footer, margin: 0 }}>{SHOP_TAGLINE}</Text>
          </Section>
          <Hr style={{ borderColor: mailColors.sand }} />
          {children}
          <Hr style={{ borderColor: mailColors.sand }} />
          <Text style={footer}>
            {SHOP_NAME} · <Link href={shopUrl}>{shopUrl.replace(/^https?:\/\//, '')}</Link>
          </Text>
          {footerExtra}
        </Container>
      </Body>
    </Html>
  );
}

/** The button-like link the messages use for their one action. */
export const mailButton: CSSProperties = {
  backgroundColor: mailColors.clay,
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontWeight: 600,
  padding: '10px 18px',
  textDecoration: 'none',
};
