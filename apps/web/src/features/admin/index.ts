// The admin area's one entry point: the router imports only this module, lazily, so all admin
// code lands in its own chunk.
export { AdminLayout } from './admin-layout';
export { AdminSignInPage } from './sign-in/admin-sign-in-page';
export { AdminDashboardPage } from './products/dashboard-page';
export { AdminAddProductPage } from './products/add-product-page';
export { AdminAllOrdersPage } from './orders/all-orders-page';
export { AdminCustomArtPage } from './custom-art/custom-art-orders-page';
export { AdminCouponsPage } from './coupons/coupons-page';
export { AdminWebsiteReviewsPage } from './website-reviews/website-reviews-page';
export { AdminInterestedBuyersPage } from './interested-buyers/interested-buyers-page';
export { AdminSecurityPage } from './security/security-page';
export { AdminMailPage } from './mail/mail-page';
export { AdminMessagesPage } from './messages/messages-page';
export { AdminNewsletterPage } from './newsletter/newsletter-page';
export { AdminInvoicesPage } from './invoices/invoices-page';
export { AdminOffersPage } from './offers/offers-page';
export { AdminShippingPage } from './shipping/shipping-page';
export { AdminCodRemittancesPage } from './shipping/cod-remittances-page';
export { AdminPrivacyPage } from './privacy/privacy-page';
export { AdminArtistsPage } from './artists/artists-page';
