import { commissionStageLabels, SHOP_NAME, type CommissionStage } from '@artshop/shared';
import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { Facts, MailAction, MailTitle, Paragraph } from './mail-parts';

/** What each stage tells the customer: the subject (also the title) and the sentence after it. */
const stages: Record<CommissionStage, { subject: string; text: string }> = {
  requested: {
    subject: 'We have your custom art request',
    text: 'We have your request and will be in touch with a quote.',
  },
  quoted: {
    subject: 'Your custom art has a quote',
    text: 'We have sent you a quote for your custom stone art.',
  },
  paid: {
    subject: 'Your custom art is paid',
    text: 'Thank you for your payment: your custom stone art is next in our studio.',
  },
  in_progress: {
    subject: 'Work has started on your custom art',
    text: 'We have started on your custom stone art. Progress photos will appear in My Account as it takes shape.',
  },
  completed: {
    subject: 'Your custom art is complete',
    text: 'Your custom stone art is finished. We will write again when it ships.',
  },
  shipped: {
    subject: 'Your custom art has shipped',
    text: 'Your custom stone art has left our studio and is on its way to you.',
  },
};

export const commissionUpdateSubject = (stage: CommissionStage) => stages[stage].subject;

export interface CommissionUpdateMailProps {
  firstName: string;
  stage: CommissionStage;
  /** The request's description as the customer wrote it (may be empty), to say which one. */
  description: string;
  /** My Account opened on its requests tab. */
  requestsUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/** To the requester each time the admin moves their commission to a new stage. */
export function CommissionUpdateMail(props: CommissionUpdateMailProps) {
  const stage = stages[props.stage];
  const label = commissionStageLabels[props.stage];
  return (
    <MailLayout preview={`Your custom art: ${label}`} shopUrl={props.shopUrl}>
      <MailTitle>{stage.subject}</MailTitle>
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>{stage.text}</Paragraph>
      <Facts
        rows={[
          ['Stage', label],
          ['Your request', props.description],
        ]}
      />
      <MailAction href={props.requestsUrl}>View your requests</MailAction>
      <Paragraph>
        Questions? <Link href={props.contactUrl}>Contact us</Link>.
      </Paragraph>
      <Paragraph>The {SHOP_NAME} team</Paragraph>
    </MailLayout>
  );
}
