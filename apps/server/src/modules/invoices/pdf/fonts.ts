import { createRequire } from 'node:module';

// Not named `require`: the built server's banner (scripts/build.mjs) declares that name already.
const resolveModule = createRequire(import.meta.url);

/**
 * DejaVu Sans from the dejavu-fonts-ttf package, embedded (subset) in every PDF: it has the rupee
 * sign (U+20B9), which the 14 standard PDF fonts lack. Resolved through node_modules, so it is
 * found the same from the sources (tsx, vitest) and from the built dist/main.js.
 */
export const PDF_FONTS = {
  regular: resolveModule.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolveModule.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
