import { adminTwoFactorMessages as m, type AdminTwoFactorSetup } from '@artshop/shared';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDate } from '../../../lib/dates';
import { PageHead } from '../../../components/seo/page-head';
import { ListLoading } from '../components/list-state';
import { ChangeAdminPassword } from './change-admin-password';
import { DisableTwoFactor } from './disable-two-factor';
import { EnrolTwoFactor } from './enrol-two-factor';
import { RecoveryCodes } from './recovery-codes';
import { useGetTwoFactorStatusQuery, useStartTwoFactorSetupMutation } from './two-factor.api';

/** Fewer left than this, and the page suggests setting two-factor sign-in up again. */
const FEW_CODES_LEFT = 3;

/** /admin/security: the signed-in admin's two-factor sign-in (decision 0038) and password (0071). */
export function AdminSecurityPage() {
  const { data: status, isLoading, isError, refetch } = useGetTwoFactorStatusQuery();
  const [startSetup, { isLoading: starting }] = useStartTwoFactorSetupMutation();
  // The set-up in progress and the codes just issued live only here, never in the API cache.
  const [setup, setSetup] = useState<AdminTwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = async () => {
    try {
      setSetup(await startSetup().unwrap());
    } catch (failure) {
      toast.error(errorMessage(failure, m.loadFailed));
    }
  };

  let body;
  let password = null;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (isLoading) {
    body = <ListLoading>Loading...</ListLoading>;
  } else if (isError || !status) {
    body = (
      <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <p role="alert" className="text-red-700">
          {m.loadFailed}
        </p>
        <Button variant="danger-outline" shape="rounded" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (setup && !status.enabled) {
    body = (
      <EnrolTwoFactor
        setup={setup}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          toast.success(m.enabled);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  } else {
    body = (
      <section
        aria-labelledby="two-factor-title"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          {status.enabled ? (
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
          ) : (
            <ShieldOff aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-ink-soft" />
          )}
          <div className="min-w-0 space-y-1">
            <h2 id="two-factor-title" className="text-lg font-semibold text-clay-900">
              Two-factor sign-in
            </h2>
            <p className="font-medium text-ink" aria-live="polite">
              {status.enabled ? m.statusOn : m.statusOff}
            </p>
            {status.enabled ? (
              <p className="text-sm text-ink-soft">
                {status.enabledAt && <>On since {formatIndiaDate(status.enabledAt)}. </>}
                Recovery codes left: {status.recoveryCodesLeft}
                {status.recoveryCodesLeft < FEW_CODES_LEFT &&
                  '. Running low: turn two-factor sign-in off and on again for new codes.'}
              </p>
            ) : (
              <p className="text-sm text-ink-soft">
                After your password, signing in will also ask for a code from an authenticator app
                on your phone (Google Authenticator, Microsoft Authenticator, 1Password, ...).
              </p>
            )}
          </div>
        </div>
        {status.enabled ? (
          <DisableTwoFactor />
        ) : (
          <Button shape="rounded" disabled={starting} onClick={() => void begin()}>
            {starting ? 'Starting...' : 'Set up two-factor sign-in'}
          </Button>
        )}
      </section>
    );
    password = <ChangeAdminPassword twoFactorOn={status.enabled} />;
  }

  return (
    <div className="max-w-3xl space-y-6">
      <PageHead title={m.title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.title}</h1>
      {body}
      {password}
    </div>
  );
}
