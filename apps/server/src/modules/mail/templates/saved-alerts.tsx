import { savedMessages } from '@artshop/shared';
import { Link, Text } from '@react-email/components';
import { MailLayout, mailColors } from './mail-layout';
import { MailAction, MailTitle, Paragraph, rupees } from './mail-parts';

export interface SavedAlertPriceDrop {
  title: string;
  url: string;
  wasPaise: number;
  nowPaise: number;
}

export interface SavedAlertNewWork {
  title: string;
  artist: string;
  url: string;
  /** Null for a painting on 'Price on request' (decision 0089). */
  pricePaise: number | null;
}

export interface SavedAlertsMailProps {
  name: string;
  drops: SavedAlertPriceDrop[];
  newWorks: SavedAlertNewWork[];
  savedUrl: string;
  /** `${siteUrl}/saved-alerts/unsubscribe?token=…`: the saver's own page that asks. */
  unsubscribeUrl: string;
  shopUrl: string;
}

const footer = { color: mailColors.inkSoft, fontSize: '12px', lineHeight: '18px' };
const item = { fontSize: '15px', lineHeight: '22px', margin: '0 0 8px' };

/**
 * The weekly news of a customer's saved pieces (decision 0122): prices that dropped and new works
 * by their artists, at most one email a week, only with 'Offers by email' on.
 */
export function SavedAlertsMail(props: SavedAlertsMailProps) {
  return (
    <MailLayout
      preview={savedMessages.mailSubject}
      shopUrl={props.shopUrl}
      footerExtra={
        <Text style={footer}>
          You get this email because you saved these pieces and turned on &apos;Offers by
          email&apos;. At most one a week. <Link href={props.unsubscribeUrl}>Unsubscribe</Link> with
          one click.
        </Text>
      }
    >
      <MailTitle>{savedMessages.mailSubject}</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      {props.drops.length > 0 && (
        <>
          <Paragraph>
            <strong>{savedMessages.priceDropped}</strong>
          </Paragraph>
          {props.drops.map((drop) => (
            <Text key={drop.url} style={item}>
              <Link href={drop.url}>{drop.title}</Link>: now {rupees(drop.nowPaise)}, was{' '}
              {rupees(drop.wasPaise)}
            </Text>
          ))}
        </>
      )}
      {props.newWorks.length > 0 && (
        <>
          <Paragraph>
            <strong>New works by artists you saved</strong>
          </Paragraph>
          {props.newWorks.map((work) => (
            <Text key={work.url} style={item}>
              <Link href={work.url}>{work.title}</Link> by {work.artist}
              {work.pricePaise === null ? '' : `, ${rupees(work.pricePaise)}`}
            </Text>
          ))}
        </>
      )}
      <MailAction href={props.savedUrl}>See your saved pieces</MailAction>
    </MailLayout>
  );
}
