import {
  consentPurposeLabels,
  PRIVACY_NOTICE_PATH,
  privacyMessages,
  whatsappMessages,
  type Consent,
  type ConsentChange,
  type ConsentPurpose,
} from '@artshop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDate } from '../../../lib/dates';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useGetConsentsQuery, useSetConsentMutation } from '../account.api';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * My Account > Privacy (docs/privacy.md): one switch per consent, each taking effect at once; the
 * download of everything the shop holds (decision 0104); and the deletion of the account.
 */
export function PrivacySettings({ onDeleted }: { onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-clay-900">{privacyMessages.tabTitle}</h2>
      <Consents />
      <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h3 className="text-lg font-semibold text-clay-900">{privacyMessages.downloadTitle}</h3>
        <p className="mt-2 text-ink">{privacyMessages.downloadIntro}</p>
        <DownloadButton />
      </section>
      <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h3 className="text-lg font-semibold text-clay-900">{privacyMessages.deleteTitle}</h3>
        <p className="mt-2 text-ink">{privacyMessages.deleteIntro}</p>
        <Button variant="danger-outline" className="mt-4" onClick={() => setDeleting(true)}>
          {privacyMessages.deleteButton}
        </Button>
      </section>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </div>
  );
}

function Consents() {
  const { data, isLoading, isError } = useGetConsentsQuery();
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h3 className="text-lg font-semibold text-clay-900">{privacyMessages.consentsTitle}</h3>
      <p className="mt-2 text-ink">{privacyMessages.consentsIntro}</p>
      {isLoading && <p className="mt-4 text-ink-soft">Loading your choices...</p>}
      {isError && <p className="mt-4 text-red-700">Your choices could not be loaded.</p>}
      {data && (
        <>
          <ul className="mt-4 divide-y divide-clay-100">
            {data.consents.map((consent) => (
              <ConsentSwitch key={consent.purpose} consent={consent} />
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink-soft">
            <Link
              to={PRIVACY_NOTICE_PATH}
              className="font-medium text-clay-700 underline underline-offset-2"
            >
              {privacyMessages.noticeLink}
            </Link>{' '}
            ({privacyMessages.noticeVersionLine(data.noticeVersion)})
          </p>
        </>
      )}
    </section>
  );
}

function ConsentSwitch({ consent }: { consent: Consent }) {
  const [setConsent, { isLoading }] = useSetConsentMutation();
  const { label, hint } = consentPurposeLabels[consent.purpose as ConsentPurpose];
  const labelId = `consent-${consent.purpose}`;
  const whatsapp = consent.purpose === 'whatsapp';
  // WhatsApp updates go to one number (decision 0116): the one typed here, else the account's.
  const [phone, setPhone] = useState(consent.phone ?? '');

  const toggle = async () => {
    const change: ConsentChange = whatsapp
      ? {
          whatsappUpdates: !consent.granted,
          ...(!consent.granted && phone.trim() ? { phone } : {}),
        }
      : { purpose: consent.purpose, granted: !consent.granted };
    try {
      await setConsent(change).unwrap();
      toast.success(privacyMessages.consentSaved);
    } catch (error) {
      toast.error(errorMessage(error, 'Your choice could not be saved. Please try again.'));
    }
  };

  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={labelId} className="font-medium text-ink">
          {label}
        </p>
        <p className="text-sm text-ink-soft">{hint}</p>
        {consent.changedAt && (
          <p className="text-xs text-ink-soft">
            {consent.granted ? 'Given' : 'Withdrawn'} on {formatIndiaDate(consent.changedAt)}
          </p>
        )}
        {whatsapp && consent.granted && consent.phone && (
          <p className="text-sm text-ink">{whatsappMessages.switchNumber(consent.phone)}</p>
        )}
        {whatsapp && !consent.granted && (
          <label className="mt-2 block text-sm text-ink">
            {whatsappMessages.phoneLabel}
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              placeholder="Your account's number"
              className="mt-1 block w-full max-w-xs rounded-md border border-clay-200 px-3 py-2 text-base"
            />
          </label>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={consent.granted}
        aria-labelledby={labelId}
        disabled={isLoading}
        onClick={() => void toggle()}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-700 disabled:opacity-60 ${
          consent.granted ? 'bg-clay-700' : 'bg-clay-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            consent.granted ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </li>
  );
}

/** The file name the server gave (`attachment; filename="..."`), else a plain one. */
function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'my-data.json';
}

function DownloadButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/user/export', { credentials: 'include' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? privacyMessages.downloadFailed);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : privacyMessages.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className="mt-4" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing...' : privacyMessages.downloadButton}
    </Button>
  );
}
