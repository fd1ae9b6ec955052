import { orderLifecycleUi as ui } from '@artshop/shared';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { ListLoadFailed, ListLoading } from '../components/list-state';
import { InvoiceExports } from './invoice-exports';
import { InvoiceSettingsForm } from './invoice-settings-form';
import { useGetInvoiceSettingsQuery } from './invoices.api';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-clay-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/invoices (decision 0048): the seller printed on invoices and credit notes, and a month's
 * invoice register and HSN summary for the GST returns.
 */
export function AdminInvoicesPage() {
  const { data, error, isLoading, refetch } = useGetInvoiceSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <div className="space-y-8">
      <PageHead title={ui.invoicesTitle} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{ui.invoicesTitle}</h1>
      <Panel id="invoice-seller-heading" title={ui.sellerHeading}>
        <p className="text-sm text-ink-soft">{ui.sellerIntro}</p>
        {isLoading ? (
          <ListLoading>{ui.settingsLoading}</ListLoading>
        ) : error || !data ? (
          <ListLoadFailed onRetry={() => void refetch()}>{ui.settingsLoadFailed}</ListLoadFailed>
        ) : (
          <InvoiceSettingsForm data={data} />
        )}
      </Panel>
      <Panel id="invoice-exports-heading" title={ui.exportsHeading}>
        <InvoiceExports />
      </Panel>
    </div>
  );
}
