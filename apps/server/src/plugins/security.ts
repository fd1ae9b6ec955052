import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

// Razorpay Checkout.js is loaded from checkout.razorpay.com and opens its payment window in frames of
// api.razorpay.com / checkout.razorpay.com (see docs/razorpay-notes.md); nothing else external runs.
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/** With S3_PUBLIC_URL pages load public images from there (decision 0124). */
function mediaOrigin(config: Config): string[] {
  return config.media.storage === 's3' && config.media.publicUrl
    ? [new URL(config.media.publicUrl).origin]
    : [];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY_SCRIPT],
        // react-hot-toast and Checkout.js inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com', ...mediaOrigin(config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...RAZORPAY_FRAMES, 'https://lumberjack.razorpay.com'],
        frameSrc: RAZORPAY_FRAMES,
        formAction: ["'self'", ...RAZORPAY_FRAMES],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Upgrading would break a plain-http local or e2e run, so only ask for it behind https.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Razorpay's UPI and 3-D Secure steps may open pop-ups that talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only means something over https; over http browsers ignore it, but do not promise it.
    strictTransportSecurity: https,
  });
  // An API answer is private unless its route says otherwise (the catalogue's public lists set
  // their own Cache-Control): carts, orders, profiles and admin data must never be kept by a
  // browser's back button cache, a shared proxy or a CDN.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-store');
    }
  });
}
