import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative import: the config is bundled, while the package's TypeScript source is not loadable by Node.
import { SHOP_DESCRIPTION, SHOP_NAME, SHOP_TAGLINE } from '../../packages/shared/src/shop';

const apiTarget = 'http://localhost:3000';

// Vendor code that every shopper page needs is split into long-cached chunks; everything else
// (feature pages, the admin area) follows the lazy routes, so admin code never reaches a shopper.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'redux',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|reselect|immer|redux-thunk)[\\/]/,
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

export default defineConfig({
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
  build: {
    target: 'es2022',
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
});
