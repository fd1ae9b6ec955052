import {
  adminCustomArtMessages as m,
  customArtStatusUpdateFailed,
  type CustomArt,
  type CustomArtStatus,
} from '@artshop/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-error';
import { PageHead } from '../../../components/seo/page-head';
import { MakeOfferModal, type OfferTarget } from '../offers/make-offer-modal';
import { ListEmpty, ListLoading } from '../components/list-state';
import { SearchBox } from '../components/search-box';
import { FilterButtons } from '../components/filter-buttons';
import { useGetAdminCustomArtQuery, useUpdateCustomArtStatusMutation } from './custom-art.api';
import { CustomArtDetailModal } from './custom-art-detail-modal';
import {
  CUSTOM_ART_FILTERS,
  filterCustomArt,
  fullName,
  quoteTitle,
  type CustomArtFilter,
} from './custom-art-filter';
import { CustomArtImagePreview } from './custom-art-image-preview';
import { CustomArtList } from './custom-art-list';

/**
 * /admin/customArt (spec section 2 'Admin custom art requests'). The list is loaded whole and
 * searched and filtered here (decision 0023). The layout's top bar holds the logout to /admin.
 */
export function AdminCustomArtPage() {
  // Fresh on every visit: new requests come in from the public form at any time.
  const { data, error, isLoading } = useGetAdminCustomArtQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [updateStatus] = useUpdateCustomArtStatusMutation();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<CustomArtFilter>('all');
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<CustomArt | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [offerTarget, setOfferTarget] = useState<OfferTarget | null>(null);

  const requests = data ?? [];
  const shown = filterCustomArt(requests, filter, query);
  // The modal follows the cached list, so it shows a status change as soon as the list has it.
  const selected = requests.find((request) => request.id === selectedId) ?? null;

  const setStatus = async (request: CustomArt, status: CustomArtStatus) => {
    setBusyId(request.id);
    try {
      await updateStatus({ id: request.id, status }).unwrap();
      toast.success(m.statusUpdated);
    } catch (failure) {
      toast.error(customArtStatusUpdateFailed(errorMessage(failure, 'Please try again.')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="space-y-6">
      <PageHead title="Custom art requests" noindex />
      <h1 className="text-2xl font-semibold text-clay-900">Custom art requests</h1>

      {error && !bannerDismissed && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <p>{m.loadFailed}</p>
          <button
            type="button"
            onClick={() => setBannerDismissed(true)}
            aria-label="Dismiss"
            className="rounded p-1 hover:bg-red-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox placeholder={m.searchPlaceholder} value={query} onChange={setQuery} />
        <FilterButtons
          label="Filter by status"
          options={CUSTOM_ART_FILTERS}
          value={filter}
          onChange={setFilter}
        />
      </div>

      {isLoading ? (
        <ListLoading>{m.loading}</ListLoading>
      ) : error ? null : shown.length === 0 ? (
        <ListEmpty>{m.empty}</ListEmpty>
      ) : (
        <CustomArtList
          requests={shown}
          busyId={busyId}
          onView={(request) => setSelectedId(request.id)}
          onEnlarge={setPreviewing}
          onComplete={(request) => void setStatus(request, 'completed')}
        />
      )}

      {/* The preview and 'Make offer' take the detail modal's place while open; closing either
          brings the details back. */}
      <CustomArtDetailModal
        request={previewing || offerTarget ? null : selected}
        busy={selected !== null && busyId === selected.id}
        onClose={() => setSelectedId(null)}
        onEnlarge={setPreviewing}
        onSetStatus={(request, status) => void setStatus(request, status)}
        onMakeOffer={(request) =>
          setOfferTarget({
            customArtId: request.id,
            title: quoteTitle(request),
            customer: fullName(request),
          })
        }
      />
      <MakeOfferModal target={offerTarget} onClose={() => setOfferTarget(null)} />
      <CustomArtImagePreview request={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
