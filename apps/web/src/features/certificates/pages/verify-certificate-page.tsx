import {
  certificateDate,
  certificateMessages,
  certificatePath,
  certificateUi as U,
  SHOP_NAME,
  type CertificateVerifyResponse,
} from '@artshop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Loader2 } from '../../../components/ui/icons';
import { PageHead } from '../../../components/seo/page-head';
import { useParams } from '../../../lib/router';
import type { PageOutcome, PrefetchContext } from '../../../store/page-data';
import { certificatesApi, useVerifyCertificateQuery } from '../certificates.api';

type Certificate = CertificateVerifyResponse['certificate'];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium text-ink sm:w-40">{label}</dt>
      <dd className="text-ink-soft">{value}</dd>
    </div>
  );
}

function CertificateDetails({ certificate }: { certificate: Certificate }) {
  const { work } = certificate;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHead
        title={`${U.title} ${certificate.number}`}
        path={certificatePath(certificate.number)}
        noindex
      />
      <header className="flex flex-col gap-2 text-center">
        <p className="text-sm tracking-wide text-clay-600 uppercase">{U.title}</p>
        <h1 className="font-serif text-3xl text-ink">{U.verified}</h1>
        <p className="text-ink-soft">{U.verifiedHint(SHOP_NAME)}</p>
      </header>
      {work.imageUrl && (
        <img
          src={work.imageUrl}
          alt={work.title}
          className="mx-auto max-h-96 w-auto rounded-lg bg-sand object-contain shadow"
        />
      )}
      <h2 className="text-center font-serif text-2xl text-ink">{work.title}</h2>
      <dl className="flex flex-col gap-3 rounded-lg border border-clay-100 bg-white p-5">
        <Fact label={U.number} value={certificate.number} />
        <Fact label={U.artist} value={work.artist ?? U.unknownArtist} />
        {work.medium && <Fact label={U.medium} value={work.medium} />}
        <Fact label={U.dimensions} value={work.dimensions} />
        {work.year !== null && <Fact label={U.year} value={String(work.year)} />}
        <Fact label={U.issuedOn} value={certificateDate(certificate.issuedAt)} />
        <Fact label={U.issuedTo} value={certificate.issuedTo} />
      </dl>
    </article>
  );
}

/**
 * `/verify/{certificateNumber}` (decision 0120), where a certificate's QR code leads: public and
 * rendered on the server; the work, its artist, the date and the buyer's initials only. An unknown
 * number is a 404 page saying so.
 */
export function VerifyCertificatePage() {
  const { number = '' } = useParams();
  const { currentData, isFetching, isError } = useVerifyCertificateQuery(number, {
    skip: !number,
  });
  if (!currentData && isFetching) {
    return (
      <div className="flex min-h-svh flex-col items-center justify-center gap-4">
        <PageHead title={U.title} noindex />
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-clay-500" />
      </div>
    );
  }
  if (isError || !currentData) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <PageHead title={U.title} noindex />
        <h1 className="font-serif text-2xl text-ink">{certificateMessages.notFound}</h1>
        <p className="max-w-md text-ink-soft">{U.notFoundHint}</p>
        <ButtonLink to="/careers/contact-us" size="lg">
          {U.contact}
        </ButtonLink>
      </div>
    );
  }
  return <CertificateDetails certificate={currentData.certificate} />;
}

/** The certificate; 'not-found' (a 404 page) for an unknown number. */
export async function prefetch({ dispatch, params }: PrefetchContext): Promise<PageOutcome> {
  const { data } = await dispatch(
    certificatesApi.endpoints.verifyCertificate.initiate(params.number ?? '', {
      subscribe: false,
    }),
  );
  return data ? 'found' : 'not-found';
}
