import {
  indiaDate,
  invoiceExportQuerySchema,
  invoiceSettingsMessages,
  orderLifecycleUi as ui,
} from '@artshop/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { hsnSummaryUrl, invoiceRegisterUrl } from './invoices.api';

const linkClass =
  'inline-flex items-center gap-2 rounded-lg border border-clay-300 bg-white px-3 py-2 text-sm font-semibold text-clay-900 hover:bg-clay-100';

/** This month in India, where the books are kept: 'YYYY-MM'. */
export const thisIndianMonth = (now: Date) => indiaDate(now).slice(0, 7);

/**
 * A month's GST exports as CSV downloads: plain links, so the browser saves the attachment with
 * the admin cookie. A browser without a month picker shows a text box; until it holds a month the
 * links are held back rather than fetching a 400.
 */
export function InvoiceExports() {
  const [month, setMonth] = useState(() => thisIndianMonth(new Date()));
  const valid = invoiceExportQuerySchema.safeParse({ month }).success;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-soft">{ui.exportsIntro}</p>
      <div className="max-w-xs">
        <TextField
          label={ui.monthLabel}
          type="month"
          value={month}
          onChange={setMonth}
          placeholder="YYYY-MM"
          error={valid ? undefined : invoiceSettingsMessages.monthInvalid}
        />
      </div>
      {valid && (
        <div className="flex flex-wrap gap-3">
          <a href={invoiceRegisterUrl(month)} download className={linkClass}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {ui.downloadRegister}
          </a>
          <a href={hsnSummaryUrl(month)} download className={linkClass}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {ui.downloadHsnSummary}
          </a>
        </div>
      )}
    </div>
  );
}
