import {
  adminTwoFactorConfirmSchema,
  adminTwoFactorMessages as m,
  type AdminTwoFactorSetup,
} from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { AUTHENTICATOR_CODE_FIELD, TwoFactorCodeForm } from '../components/two-factor-code-form';
import { useConfirmTwoFactorMutation } from './two-factor.api';

interface EnrolTwoFactorProps {
  setup: AdminTwoFactorSetup;
  /** Turned on: the recovery codes to show once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The key in groups of four, as authenticator apps ask for it by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Set-up: scan the QR code (or type the key), then confirm with the app's first code. */
export function EnrolTwoFactor({ setup, onEnabled, onCancel }: EnrolTwoFactorProps) {
  const [confirm, { isLoading }] = useConfirmTwoFactorMutation();

  return (
    <section
      aria-labelledby="enrol-title"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="enrol-title" className="text-lg font-semibold text-clay-900">
        Set up two-factor sign-in
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          className="mx-auto h-48 w-48 shrink-0 rounded-lg border border-clay-100 bg-white sm:mx-0"
        />
        <div className="min-w-0 space-y-3 text-sm text-ink">
          <p>{m.scanQrCode}</p>
          <p>{m.manualEntry}</p>
          <p>
            <code
              aria-label="Set-up key"
              className="block rounded-lg bg-sand px-3 py-2 font-mono text-base break-all text-ink select-all"
            >
              {grouped(setup.secret)}
            </code>
          </p>
        </div>
      </div>
      <TwoFactorCodeForm
        schema={adminTwoFactorConfirmSchema}
        send={async (input) => onEnabled((await confirm(input).unwrap()).recoveryCodes)}
        busy={isLoading}
        field={{ label: '6-digit code', ...AUTHENTICATOR_CODE_FIELD }}
        submit={{ label: 'Turn on', busyLabel: 'Turning on...', shape: 'rounded' }}
        className="space-y-3 sm:max-w-xs"
        actions={(submit) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            {submit}
            <Button variant="ghost" shape="rounded" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        )}
      />
    </section>
  );
}
