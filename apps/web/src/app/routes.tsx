import { Navigate, type RouteObject } from 'react-router';
import { CustomerLayout } from './layout/customer-layout';
import { NotFoundPage } from './layout/not-found-page';

// Every screen is a lazy route: a page's code loads when it is first visited. The static pages and
// the admin area each resolve to one module, so each becomes one chunk.
const info = () => import('../features/info-pages');
const admin = () => import('../features/admin');

/** The route table of spec section 2, in the same order. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <CustomerLayout />,
    // Until the first lazy page has loaded nothing is painted, so the page appears once, whole.
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'signup',
        lazy: () =>
          import('../features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: 'signin',
        lazy: () =>
          import('../features/auth/pages/signin-page').then((m) => ({ Component: m.SigninPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/auth/pages/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/pages/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'my-account',
        lazy: () =>
          import('../features/account/pages/my-account-page').then((m) => ({
            Component: m.MyAccountPage,
          })),
      },
      {
        path: 'account/cart',
        lazy: () =>
          import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
      },
      {
        path: 'checkout',
        lazy: () =>
          import('../features/cart/pages/checkout-page').then((m) => ({
            Component: m.CheckoutPage,
          })),
      },
      {
        path: 'checkout/offer/:offerId',
        lazy: () =>
          import('../features/cart/pages/offer-checkout-page').then((m) => ({
            Component: m.OfferCheckoutPage,
          })),
      },
      {
        path: 'checkout/payment-status',
        lazy: () =>
          import('../features/cart/pages/payment-status-page').then((m) => ({
            Component: m.PaymentStatusPage,
          })),
      },
      {
        path: 'shop/paintings',
        lazy: () =>
          import('../features/catalog/pages/paintings-page').then((m) => ({
            Component: m.PaintingsPage,
          })),
      },
      {
        path: 'shop/stone-art',
        lazy: () =>
          import('../features/catalog/pages/stone-art-page').then((m) => ({
            Component: m.StoneArtPage,
          })),
      },
      {
        path: 'productoverview/:id',
        lazy: () =>
          import('../features/catalog/pages/product-overview-page').then((m) => ({
            Component: m.ProductOverviewPage,
          })),
      },
      {
        path: 'customarts',
        lazy: () =>
          import('../features/custom-art/custom-art-page').then((m) => ({
            Component: m.CustomArtPage,
          })),
      },
      {
        path: 'careers',
        lazy: () => info().then((m) => ({ Component: m.CareersLayout })),
        children: [
          { index: true, element: <Navigate to="about-us" replace /> },
          { path: 'career', lazy: () => info().then((m) => ({ Component: m.CareerPage })) },
          { path: 'faq', lazy: () => info().then((m) => ({ Component: m.FaqPage })) },
          {
            path: 'terms-conditions',
            lazy: () => info().then((m) => ({ Component: m.TermsPage })),
          },
          { path: 'privacy', lazy: () => info().then((m) => ({ Component: m.PrivacyPage })) },
          { path: 'contact-us', lazy: () => info().then((m) => ({ Component: m.ContactPage })) },
          {
            path: 'operating-guidelines',
            lazy: () => info().then((m) => ({ Component: m.OperatingGuidelinesPage })),
          },
          { path: 'about-us', lazy: () => info().then((m) => ({ Component: m.AboutPage })) },
        ],
      },
      {
        path: 'unsubscribe',
        lazy: () =>
          import('../features/newsletter/unsubscribe-page').then((m) => ({
            Component: m.UnsubscribePage,
          })),
      },
      // The not-found page links to /contact (spec section 2); the contact page lives under /careers.
      { path: 'contact', element: <Navigate to="/careers/contact-us" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/admin',
    hydrateFallbackElement: <div className="min-h-screen" />,
    lazy: () => admin().then((m) => ({ Component: m.AdminSignInPage })),
  },
  {
    path: '/admin',
    hydrateFallbackElement: <div className="min-h-screen" />,
    lazy: () => admin().then((m) => ({ Component: m.AdminLayout })),
    children: [
      { path: 'dashboard', lazy: () => admin().then((m) => ({ Component: m.AdminDashboardPage })) },
      {
        path: 'add-product',
        lazy: () => admin().then((m) => ({ Component: m.AdminAddProductPage })),
      },
      { path: 'allorders', lazy: () => admin().then((m) => ({ Component: m.AdminAllOrdersPage })) },
      { path: 'customArt', lazy: () => admin().then((m) => ({ Component: m.AdminCustomArtPage })) },
      { path: 'coupons', lazy: () => admin().then((m) => ({ Component: m.AdminCouponsPage })) },
      {
        path: 'website-reviews',
        lazy: () => admin().then((m) => ({ Component: m.AdminWebsiteReviewsPage })),
      },
      {
        path: 'interested-buyers',
        lazy: () => admin().then((m) => ({ Component: m.AdminInterestedBuyersPage })),
      },
      { path: 'security', lazy: () => admin().then((m) => ({ Component: m.AdminSecurityPage })) },
      { path: 'mail', lazy: () => admin().then((m) => ({ Component: m.AdminMailPage })) },
      { path: 'messages', lazy: () => admin().then((m) => ({ Component: m.AdminMessagesPage })) },
      {
        path: 'newsletter',
        lazy: () => admin().then((m) => ({ Component: m.AdminNewsletterPage })),
      },
      { path: 'invoices', lazy: () => admin().then((m) => ({ Component: m.AdminInvoicesPage })) },
      { path: 'offers', lazy: () => admin().then((m) => ({ Component: m.AdminOffersPage })) },
    ],
  },
];
