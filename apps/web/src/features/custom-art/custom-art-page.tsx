import { PageHead } from '../../components/seo/page-head';
import { CustomArtForm } from './custom-art-form';

const INTRO =
  'Send us a photo and a few words, and our artists will paint it on a natural stone for you. ' +
  'We will contact you to confirm the details and the price.';

/** /customarts: the custom stone art request page (spec section 2). */
export function CustomArtPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageHead title="Custom Stone Art" description={INTRO} path="/customarts" />
      <h1 className="text-3xl font-bold text-clay-900">Custom Stone Art</h1>
      <p className="mt-2 text-ink-soft">{INTRO}</p>
      <div className="mt-8">
        <CustomArtForm />
      </div>
    </div>
  );
}
