// The static pages load as one lazy chunk: they are small and visited together.
export { AboutPage } from './about-page';
export { CareerPage } from './career-page';
export { CareersLayout } from './careers-layout';
export { ContactPage } from './contact-page';
export { FaqPage } from './faq-page';
export { OperatingGuidelinesPage } from './operating-guidelines-page';
export { TermsPage } from './terms-page';
