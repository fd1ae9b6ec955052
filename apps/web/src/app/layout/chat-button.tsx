import { useLocation } from '../../lib/router';
import { useSiteConfigQuery } from '../../features/site-config/site-config.api';
import { WhatsAppIcon } from '../../components/ui/brand-icons';

const HIDDEN_ON = ['/admin', '/my-account'];

/** The floating chat button; the number comes from the server's public config. */
export function ChatButton() {
  const { pathname } = useLocation();
  const hidden = HIDDEN_ON.some((prefix) => pathname.startsWith(prefix));
  const { data } = useSiteConfigQuery(undefined, { skip: hidden });
  const phone = data?.chatPhone?.replace(/\D/g, '');
  if (hidden || !phone) return null;

  return (
    <a
      href={`https://wa.me/${phone}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed bottom-5 right-5 z-20 flex h-14 w-14 items-center justify-center rounded-full bg-leaf text-white shadow-lg transition hover:scale-105 hover:shadow-xl"
    >
      <WhatsAppIcon width={28} height={28} />
    </a>
  );
}
