import { Link } from '../../lib/router';
import { InfoPage } from './info-page';

export function CareerPage() {
  return (
    <InfoPage title="Careers" intro="Paint with us: we are always glad to meet artists.">
      <p>
        We work with painters and stone artists from all over India. If your work is careful, warm
        and personal, we would like to see it.
      </p>
      <h2>Who we look for</h2>
      <ul>
        <li>Artists who paint portraits, animals, landscapes or lettering on stone or canvas.</li>
        <li>People who enjoy packing, shipping and looking after customers.</li>
      </ul>
      <h2>How to apply</h2>
      <p>
        Send a few photos of your work and a line about yourself through the{' '}
        <Link to="/careers/contact-us" className="font-medium text-clay-700 underline">
          contact page
        </Link>
        , with the subject 'Careers'.
      </p>
    </InfoPage>
  );
}
