import { codMessages, shippingSettingsMessages as m } from '@artshop/shared';
import { PageHead } from '../../../components/seo/page-head';
import { ListLoadFailed, ListLoading } from '../components/list-state';
import { useGetCodSettingsQuery } from './cod.api';
import { CodSettingsForm } from './cod-settings-form';
import { ShippingSettingsForm } from './shipping-settings-form';
import { useGetShippingSettingsQuery } from './shipping.api';

/** Cash on delivery's limit and fee (decision 0099). */
function CodSettingsSection() {
  const { data, error, isLoading, refetch } = useGetCodSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section
      aria-label={codMessages.settingsTitle}
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-clay-900">{codMessages.settingsTitle}</h2>
      {isLoading ? (
        <ListLoading>Loading cash on delivery settings...</ListLoading>
      ) : error || !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>
          Could not load the cash on delivery settings.
        </ListLoadFailed>
      ) : (
        <CodSettingsForm settings={data} />
      )}
    </section>
  );
}

/** /admin/shipping (decision 0092): what delivery estimates promise without Shiprocket. */
export function AdminShippingPage() {
  const { data, error, isLoading, refetch } = useGetShippingSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <div className="space-y-8">
      <PageHead title={m.title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.title}</h1>
      <section
        aria-label="Delivery settings"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
      >
        {isLoading ? (
          <ListLoading>Loading shipping settings...</ListLoading>
        ) : error || !data ? (
          <ListLoadFailed onRetry={() => void refetch()}>
            Could not load the shipping settings.
          </ListLoadFailed>
        ) : (
          <ShippingSettingsForm data={data} />
        )}
      </section>
      <CodSettingsSection />
    </div>
  );
}
