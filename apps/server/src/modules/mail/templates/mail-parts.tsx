import { formatINR, toRupees } from '@artshop/shared';
import { Column, Link, Row, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { mailButton, mailColors } from './mail-layout';

/** The pieces the transactional messages share, so they read as one family. */

export const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px' };
export const quiet: CSSProperties = { ...paragraph, color: mailColors.inkSoft, fontSize: '13px' };
const title: CSSProperties = {
  color: mailColors.clayDark,
  fontFamily: "Georgia, 'Times New Roman', serif",
  fontSize: '20px',
  margin: '8px 0 12px',
};
const cell: CSSProperties = { fontSize: '14px', lineHeight: '20px', padding: '4px 0' };
const label: CSSProperties = { ...cell, color: mailColors.inkSoft, width: '40%' };

/** Rupees in en-IN with the rupee sign, from paise: the shop's one money format. */
export const rupees = (paise: number): string => formatINR(toRupees(paise));

/**
 * The message's title. A styled paragraph, not a heading: the plain-text part would write a heading
 * in capitals, order numbers included.
 */
export function MailTitle({ children }: { children: ReactNode }) {
  return <Text style={title}>{children}</Text>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/**
 * The message's one action as a button, and its address written out below it: the plain-text part
 * and clients that hide buttons still get a link to follow.
 */
export function MailAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Link href={href} style={mailButton}>
        {children}
      </Link>
    </Section>
  );
}

/** Label and value pairs (customer, email, painting...), one row each; empty values are left out. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <Row key={name}>
            <Column style={label}>{name}</Column>
            <Column style={cell}>{value}</Column>
          </Row>
        ))}
    </Section>
  );
}
