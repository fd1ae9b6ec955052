import {
  CONTACT_PATH_FOR_PRIVACY,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_VERSION,
  privacyMessages,
  SHOP_NAME,
} from '@artshop/shared';
import { PageHead } from '../../../components/seo/page-head';
import { Link } from '../../../lib/router';
import type { PrefetchContext } from '../../../store/page-data';
import { privacyApi, usePrivacyNoticeQuery } from '../privacy.api';

const linkClass = 'font-medium text-clay-700 underline decoration-clay-300 underline-offset-2';

/**
 * /privacy, the privacy notice (DPDP Act 2023; docs/privacy.md), rendered on the server with the
 * grievance officer the back-office names. Its words change only with a new PRIVACY_NOTICE_VERSION,
 * so every consent records which words it answered (decision 0105).
 */
export function PrivacyNoticePage() {
  const { data } = usePrivacyNoticeQuery();
  const version = data?.version ?? PRIVACY_NOTICE_VERSION;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHead
        title={privacyMessages.noticeTitle}
        description={`How ${SHOP_NAME} collects, uses, keeps and shares your personal data, and how to use your rights.`}
        path={PRIVACY_NOTICE_PATH}
      />
      <h1 className="text-3xl font-semibold text-clay-900 sm:text-4xl">
        {privacyMessages.noticeTitle}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        What we collect, why, how long we keep it, who receives it, and what you can ask of us,
        under India&apos;s Digital Personal Data Protection Act, 2023.
      </p>
      <p className="mt-2 text-sm text-ink-soft">{privacyMessages.noticeVersionLine(version)}</p>
      <div className="mt-8 space-y-6 leading-relaxed text-ink [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-clay-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        <h2>What we collect and why</h2>
        <ul>
          <li>
            Your name, email and phone number: to open your account, confirm your orders and reach
            you about a delivery.
          </li>
          <li>Your delivery addresses: to deliver your orders and to offer them at checkout.</li>
          <li>
            Your orders, payments, refunds, invoices and credit notes: to sell to you, and because
            tax law requires them.
          </li>
          <li>
            Your reviews, the paintings you showed interest in, offers made to you, and custom art
            requests with their photos: to answer them.
          </li>
          <li>
            Your sessions (the device and when it was last used): to keep you signed in, safely.
          </li>
          <li>
            Only with your consent: the newsletter, WhatsApp updates and offers by email. Each is
            its own choice, and saying no to one changes nothing else.
          </li>
        </ul>
        <h2>How long we keep it</h2>
        <p>
          Orders, invoices and credit notes are kept for 8 years, as GST law requires. Everything
          else is kept until you delete your account; if you delete it, the kept tax documents name
          you on the invoices only.
        </p>
        <h2>Who receives it</h2>
        <ul>
          <li>
            Razorpay, to take your payment (card and UPI details go to Razorpay, never to us).
          </li>
          <li>The courier (through Shiprocket), to deliver: your name, phone and address.</li>
          <li>Our email provider, to send you emails; our WhatsApp provider, if you said yes.</li>
        </ul>
        <p>We never sell or rent your data to anyone.</p>
        <h2>Your rights, and how to use them</h2>
        <ul>
          <li>
            Give or withdraw a consent at any time in{' '}
            <Link to="/my-account?tab=privacy" className={linkClass}>
              My Account › Privacy
            </Link>
            : a withdrawal takes effect at once, and nothing already queued is sent.
          </li>
          <li>Get a copy of your data: &apos;Download my data&apos; in My Account › Privacy.</li>
          <li>Correct your details: My Account › Account Settings.</li>
          <li>Erase your data: &apos;Delete my account&apos; in My Account › Privacy.</li>
          <li>
            Nominate someone to use these rights for you if you die or cannot: write to the
            grievance officer below.
          </li>
        </ul>
        <h2>Grievance officer</h2>
        <p data-testid="grievance-officer">
          {data?.grievanceName ?? SHOP_NAME}
          {data?.grievanceEmail ? (
            <>
              {', '}
              <a href={`mailto:${data.grievanceEmail}`} className={linkClass}>
                {data.grievanceEmail}
              </a>
            </>
          ) : (
            <>
              {', through our '}
              <Link to={CONTACT_PATH_FOR_PRIVACY} className={linkClass}>
                contact page
              </Link>
            </>
          )}
          . We answer within 90 days at the latest, as the DPDP Rules require. If you are not
          satisfied, you may complain to the Data Protection Board of India.
        </p>
        <h2>If your data is breached</h2>
        <p>
          If a breach affects your data we will tell you, and the Data Protection Board, without
          delay: what happened, what it may mean for you and what we are doing about it.
        </p>
      </div>
    </article>
  );
}

export function prefetch({ dispatch }: PrefetchContext): void {
  void dispatch(privacyApi.endpoints.privacyNotice.initiate(undefined, { subscribe: false }));
}
