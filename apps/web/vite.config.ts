import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative import: the config is bundled, while the package's TypeScript source is not loadable by Node.
import { SHOP_DESCRIPTION, SHOP_NAME, SHOP_TAGLINE } from '../../packages/shared/src/shop.ts';

const apiTarget = 'http://localhost:3000';

// Vendor code that every shopper page needs is split into long-cached chunks; everything else
// (feature pages, the admin area) follows the lazy routes, so admin code never reaches a shopper.
const vendorGroups = [
  // Vite wraps every dynamic import in its preload helper, even the entry's one `import()`. Left to
  // the bundler, the helper lands in the shell chunk, so the entry's static import of it fetched
  // and ran the shell and React before the first paint (decision 0065). On its own it is 0.8 KB.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // The app's own frame (shell, store, router): one file instead of a dozen tiny shared
  // chunks, each a request and a compression window of its own.
  {
    name: 'shell',
    // Not the parts that load later: the phone menu (when it is opened), the footer with its
    // newsletter section (app/layout/deferred-footer.tsx) and the not-found page (a lazy route).
    test: /apps[\\/]web[\\/]src[\\/]((app|store|lib[\\/]router)[\\/](?!layout[\\/](mobile-menu|site-footer|newsletter-section|not-found-page)\.)|lib[\\/]when-needed\.ts$)/,
  },
  // The small modules every catalogue page (home, collections, product) needs at start, together:
  // left apart they were a dozen chunks of under a kilobyte, each a request and a compression window
  // of its own, which cost the product page about a tenth of its JavaScript (docs/benchmarks.md).
  // The heart of every card (decision 0122) is one of them.
  {
    name: 'catalog-common',
    test: /(apps[\\/]web[\\/]src[\\/](features[\\/]catalog[\\/](catalog\.api|lib[\\/]|components[\\/](product-image|rating-summary|star-rating|skeletons|availability-badge|price-with-discount)\.tsx?$)|lib[\\/](dates|pending-action|remembered-pin|use-media-query)\.tsx?$|components[\\/]seo[\\/]|components[\\/]saved[\\/]heart-(button|look)\.tsx$)|packages[\\/]shared[\\/]src[\\/](money|random|catalog[\\/](price|catalog\.ui|collection-filters|product-size)|reviews[\\/]rating-ui|offers[\\/]availability\.ui|seo[\\/](preview|public-pages)|cart[\\/]cart\.constants|orders[\\/]pin-code|messages[\\/]pending-actions|saved[\\/]heart)\.ts$)/,
  },
];

/** index.html names the shop through placeholders, so its name is written once (packages/shared). */
function shopIdentity(): Plugin {
  const values: Record<string, string> = { SHOP_NAME, SHOP_TAGLINE, SHOP_DESCRIPTION };
  return {
    name: 'shop-identity',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          /%(SHOP_NAME|SHOP_TAGLINE|SHOP_DESCRIPTION)%/g,
          (_, key: string) => values[key] ?? '',
        ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [shopIdentity(), react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  // The server renderer (src/entry-server.tsx, built with `--ssr` to dist-server) is one bundle with
  // its packages inside, built for production: React's production server build whatever NODE_ENV the
  // server runs with, and no second copy of the router or store shared with the server's own code.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // The server reads it to preload a rendered page's own chunks (apps/server/src/modules/pages).
    manifest: !isSsrBuild,
    // No `<link rel="modulepreload">` at high priority in the HTML: the page is already drawn by the
    // server, and the code that hydrates it must not compete with the stylesheet and the largest
    // image for the first paint. The server preloads the page's chunks at low priority instead.
    modulePreload: false,
    // One stylesheet: a page's own CSS (the reviews strip) as a second render-blocking request cost
    // the first paint a round trip on a slow link; Tailwind's utilities are one sheet anyway.
    cssCodeSplit: false,
    rolldownOptions: {
      // @artshop/shared is one barrel of pure modules (schemas, messages, money). Saying so lets the
      // bundler drop the Zod schemas a page does not use instead of shipping all of Zod to shoppers.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
}));
