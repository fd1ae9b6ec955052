import { usePageTitle } from '../../lib/use-page-title';
import { CustomArtForm } from './custom-art-form';

/** /customarts: the custom stone art request page (spec section 2). */
export function CustomArtPage() {
  usePageTitle('Custom Stone Art');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-clay-900">Custom Stone Art</h1>
      <p className="mt-2 text-ink-soft">
        Send us a photo and a few words, and our artists will paint it on a natural stone for you.
        We will contact you to confirm the details and the price.
      </p>
      <div className="mt-8">
        <CustomArtForm />
      </div>
    </div>
  );
}
