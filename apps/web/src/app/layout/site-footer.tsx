import { Link } from '../../lib/router';
import { SHOP_NAME } from '@artshop/shared';
import { SOCIAL_LINKS } from '../../lib/site';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../../components/ui/brand-icons';
import { CardMark, RazorpayMark, UpiMark } from '../../components/ui/payment-marks';
import { AboutSummary } from '../../features/info-pages/about-summary';
import { Logo } from './logo';
import { NewsletterSection } from './newsletter-section';

const socialIcons = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  YouTube: YouTubeIcon,
} as const;

const infoLinks = [
  { to: '/careers/about-us', label: 'About Us' },
  { to: '/careers/faq', label: 'FAQ' },
  { to: '/careers/contact-us', label: 'Contact Us' },
  { to: '/careers/terms-conditions', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Notice' },
] as const;

const shopLinks = [
  { to: '/shop/stone-art', label: 'Stone Art' },
  { to: '/shop/paintings', label: 'Paintings' },
  { to: '/careers/operating-guidelines', label: 'Shipping & Returns' },
  { to: '/careers/career', label: 'Careers' },
] as const;

const linkClass = 'text-paper/80 hover:text-gold';

/** The footer of every shopper page; drawn through DeferredFooter, which gives it its `id`. */
export function SiteFooter({ id }: { id?: string }) {
  return (
    <footer id={id} className="bg-clay-900 text-paper">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-8">
          <AboutSummary />
          <NewsletterSection />
        </div>
        <nav aria-label="Shop" className="flex flex-col gap-2 text-sm">
          <h2 className="mb-1 font-serif text-base font-semibold">Shop</h2>
          {shopLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Information" className="flex flex-col gap-2 text-sm">
          <h2 className="mb-1 font-serif text-base font-semibold">Information</h2>
          {infoLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-t border-paper/15">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-6 sm:px-6 md:flex-row md:justify-between">
          <div className="flex flex-col items-center gap-3 md:flex-row md:gap-5">
            <div className="rounded-full bg-paper px-3 py-1">
              <Logo />
            </div>
            <ul className="flex gap-2" aria-label="Follow us">
              {SOCIAL_LINKS.map(({ label, href }) => {
                const Icon = socialIcons[label];
                return (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${SHOP_NAME} on ${label}`}
                      className="flex h-9 w-9 items-center justify-center rounded-full bg-paper/10 hover:bg-gold hover:text-clay-900"
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex items-center gap-2" aria-label="We accept">
            <span className="text-xs text-paper/70">We accept</span>
            <UpiMark />
            <CardMark />
            <RazorpayMark />
          </div>
        </div>
        {/* Room below the last line for the chat button, which would cover it (decision 0081). */}
        <p className="pb-24 text-center text-xs text-paper/60">
          © 2024-2025 {SHOP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
