import { useLocation } from '../../lib/router';
import { useSiteConfigQuery } from '../../features/site-config/site-config.api';

const HIDDEN_ON = ['/admin', '/my-account'];

/** WhatsApp's mark, drawn here: every page's button draws it, the other brand marks load with the footer. */
function WhatsAppIcon() {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="currentColor"
    >
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3c.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}

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
      <WhatsAppIcon />
    </a>
  );
}
