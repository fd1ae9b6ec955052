import type { RouteDef } from '../lib/router';
import { CustomerLayout } from './layout/customer-layout';

// Every screen is a lazy route: a page's code loads when it is first visited. The static pages and
// the admin area each resolve to one module, so each becomes one chunk. One glob names them all, so a
// route's module is written once and the server finds its chunk in the build's manifest by the same name.
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/pages/*-page.tsx',
  '../features/custom-art/custom-art-page.tsx',
  '../features/newsletter/unsubscribe-page.tsx',
  '../features/newsletter/confirm-subscription-page.tsx',
  '../features/info-pages/index.ts',
  '../features/admin/index.ts',
  // The not-found page too: the shell of every other page need not carry it.
  './layout/not-found-page.tsx',
]);

/** A lazy page drawn by the export `name` of `src/<file>`; `clientOnly` as PageRef says. */
function lazyPage(file: string, name: string, clientOnly = false): Pick<RouteDef, 'page'> {
  const key = file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module src/${file}`);
  return { page: { module: `src/${file}`, name, load, clientOnly } };
}

const page = (file: string, name: string, clientOnly = false) =>
  lazyPage(`features/${file}`, name, clientOnly);
const notFound = lazyPage('app/layout/not-found-page.tsx', 'NotFoundPage');

const info = (name: string) => page('info-pages/index.ts', name);
const admin = (name: string) => page('admin/index.ts', name, true);

/** The route table of spec section 2; the most specific match wins (lib/router). */
export const routes: RouteDef[] = [
  {
    path: '/admin',
    ...admin('AdminSignInPage'),
  },
  {
    path: '/admin',
    ...admin('AdminLayout'),
    children: [
      { path: 'dashboard', ...admin('AdminDashboardPage') },
      {
        path: 'add-product',
        ...admin('AdminAddProductPage'),
      },
      { path: 'allorders', ...admin('AdminAllOrdersPage') },
      { path: 'customArt', ...admin('AdminCustomArtPage') },
      { path: 'coupons', ...admin('AdminCouponsPage') },
      {
        path: 'website-reviews',
        ...admin('AdminWebsiteReviewsPage'),
      },
      {
        path: 'interested-buyers',
        ...admin('AdminInterestedBuyersPage'),
      },
      { path: 'security', ...admin('AdminSecurityPage') },
      { path: 'mail', ...admin('AdminMailPage') },
      { path: 'messages', ...admin('AdminMessagesPage') },
      {
        path: 'newsletter',
        ...admin('AdminNewsletterPage'),
      },
      { path: 'invoices', ...admin('AdminInvoicesPage') },
      { path: 'offers', ...admin('AdminOffersPage') },
      { path: 'shipping', ...admin('AdminShippingPage') },
      { path: 'cod-remittances', ...admin('AdminCodRemittancesPage') },
      { path: 'artists', ...admin('AdminArtistsPage') },
      { path: 'privacy', ...admin('AdminPrivacyPage') },
    ],
  },
  {
    path: '/',
    element: <CustomerLayout />,
    children: [
      {
        index: true,
        ...page('catalog/pages/home-page.tsx', 'HomePage'),
      },
      {
        path: 'signup',
        ...page('auth/pages/signup-page.tsx', 'SignupPage'),
      },
      {
        path: 'signin',
        ...page('auth/pages/signin-page.tsx', 'SigninPage'),
      },
      {
        path: 'forgot-password',
        ...page('auth/pages/forgot-password-page.tsx', 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password',
        ...page('auth/pages/reset-password-page.tsx', 'ResetPasswordPage', true),
      },
      {
        // The sign-up's email confirmation link (decision 0076).
        path: 'verify-email',
        ...page('auth/pages/verify-email-page.tsx', 'VerifyEmailPage', true),
      },
      {
        path: 'my-account',
        ...page('account/pages/my-account-page.tsx', 'MyAccountPage', true),
      },
      {
        path: 'account/cart',
        ...page('cart/pages/cart-page.tsx', 'CartPage', true),
      },
      {
        path: 'checkout',
        ...page('cart/pages/checkout-page.tsx', 'CheckoutPage', true),
      },
      {
        path: 'checkout/offer/:offerId',
        ...page('cart/pages/offer-checkout-page.tsx', 'OfferCheckoutPage', true),
      },
      {
        // A cash on delivery order's emailed code (decision 0100).
        path: 'checkout/confirm/:orderId',
        ...page('cart/pages/confirm-cod-page.tsx', 'ConfirmCodPage', true),
      },
      {
        path: 'checkout/payment-status',
        ...page('cart/pages/payment-status-page.tsx', 'PaymentStatusPage', true),
      },
      {
        path: 'shop/paintings',
        ...page('catalog/pages/paintings-page.tsx', 'PaintingsPage'),
      },
      {
        path: 'shop/stone-art',
        ...page('catalog/pages/stone-art-page.tsx', 'StoneArtPage'),
      },
      {
        path: 'productoverview/:id',
        ...page('catalog/pages/product-overview-page.tsx', 'ProductOverviewPage'),
      },
      {
        // The shop's search (decision 0107).
        path: 'search',
        ...page('catalog/pages/search-page.tsx', 'SearchPage'),
      },
      {
        // An artist's profile and works (decision 0108).
        path: 'artists/:slug',
        ...page('catalog/pages/artist-page.tsx', 'ArtistPage'),
      },
      {
        // Where a certificate of authenticity's QR code leads (decision 0120).
        path: 'verify/:number',
        ...page('certificates/pages/verify-certificate-page.tsx', 'VerifyCertificatePage'),
      },
      {
        path: 'customarts',
        ...page('custom-art/custom-art-page.tsx', 'CustomArtPage'),
      },
      {
        path: 'careers',
        ...info('CareersLayout'),
        children: [
          { index: true, redirectTo: '/careers/about-us' },
          { path: 'career', ...info('CareerPage') },
          { path: 'faq', ...info('FaqPage') },
          {
            path: 'terms-conditions',
            ...info('TermsPage'),
          },
          // The privacy notice has its own address (decision 0103).
          { path: 'privacy', redirectTo: '/privacy' },
          { path: 'contact-us', ...info('ContactPage') },
          {
            path: 'operating-guidelines',
            ...info('OperatingGuidelinesPage'),
          },
          { path: 'about-us', ...info('AboutPage') },
        ],
      },
      {
        // The privacy notice (DPDP Act; decision 0103), rendered on the server.
        path: 'privacy',
        ...page('privacy/pages/privacy-notice-page.tsx', 'PrivacyNoticePage'),
      },
      {
        path: 'unsubscribe',
        ...page('newsletter/unsubscribe-page.tsx', 'UnsubscribePage', true),
      },
      {
        // The saved pieces' alert's unsubscribe link (decision 0122).
        path: 'saved-alerts/unsubscribe',
        ...page(
          'account/pages/saved-alerts-unsubscribe-page.tsx',
          'SavedAlertsUnsubscribePage',
          true,
        ),
      },
      {
        // The newsletter's confirmation link (decision 0074).
        path: 'newsletter/confirm',
        ...page('newsletter/confirm-subscription-page.tsx', 'ConfirmSubscriptionPage', true),
      },
      // The not-found page links to /contact (spec section 2); the contact page lives under /careers.
      { path: 'contact', redirectTo: '/careers/contact-us' },
      { path: '*', ...notFound },
    ],
  },
];
