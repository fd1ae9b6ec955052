import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from './contact-form';
import { InfoPage } from './info-page';

export function ContactPage() {
  return (
    <InfoPage
      title="Contact us"
      intro="Questions about an order or an idea for a custom piece? Write to us."
    >
      <div className="grid gap-8 md:grid-cols-[1fr_16rem]">
        <ContactForm />
        <ul className="space-y-4 text-sm text-ink-soft">
          <li className="flex gap-3">
            <Mail size={18} aria-hidden="true" className="shrink-0 text-clay-600" />{' '}
            hello@shilpaart.example
          </li>
          <li className="flex gap-3">
            <Phone size={18} aria-hidden="true" className="shrink-0 text-clay-600" /> Mon-Sat,
            10am-6pm IST
          </li>
          <li className="flex gap-3">
            <MapPin size={18} aria-hidden="true" className="shrink-0 text-clay-600" /> Pune,
            Maharashtra, India
          </li>
        </ul>
      </div>
    </InfoPage>
  );
}
