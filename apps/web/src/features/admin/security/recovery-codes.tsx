import { adminTwoFactorMessages as m } from '@artshop/shared';
import { Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/ui/button';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** The admin has saved them: they are not shown again. */
  onDone: () => void;
}

const FILE_NAME = 'recovery-codes.txt';

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const text = `${codes.join('\n')}\n`;
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);

  useEffect(() => {
    // A file made in the browser: the codes never travel again.
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy. Please select the codes and copy them by hand.');
    }
  };

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="recovery-codes-title" className="text-lg font-semibold text-clay-900">
        Your recovery codes
      </h2>
      <p className="text-sm text-ink">{m.recoveryCodesHint}</p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-white p-4 font-mono text-base text-ink min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" shape="rounded" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy codes
        </Button>
        {downloadUrl && (
          <a
            href={downloadUrl}
            download={FILE_NAME}
            className={buttonClasses({ variant: 'secondary', shape: 'rounded' })}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download codes
          </a>
        )}
        <Button shape="rounded" onClick={onDone} className="sm:ml-auto">
          I have saved my codes
        </Button>
      </div>
    </section>
  );
}
