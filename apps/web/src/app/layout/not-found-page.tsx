import { ArrowLeft, House } from '../../components/ui/icons';
import { Link, useNavigate } from '../../lib/router';
import { PageHead } from '../../components/seo/page-head';
import { Button, ButtonLink } from '../../components/ui/button';

export function NotFoundPage() {
  const navigate = useNavigate();

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageHead title="Page not found" noindex />
      <p className="font-serif text-7xl font-bold text-clay-300" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-clay-900">Page not found</h1>
      <p className="mt-3 text-ink-soft">
        The page you are looking for may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" size="lg" onClick={() => void navigate(-1)}>
          <ArrowLeft size={18} aria-hidden="true" /> Go Back
        </Button>
        <ButtonLink to="/" size="lg">
          <House size={18} aria-hidden="true" /> Return Home
        </ButtonLink>
      </div>
      <p className="mt-8 text-sm text-ink-soft">
        Need help?{' '}
        <Link to="/contact" className="font-medium text-clay-700 underline underline-offset-2">
          Contact us
        </Link>
      </p>
    </section>
  );
}
