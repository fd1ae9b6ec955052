import { scriptSafeJson, type JsonLd } from '@artshop/shared';
import { createContext, useContext, useId } from 'react';

/** A page's schema.org nodes as the server renderer collects them: one entry per StructuredData. */
export type StructuredDataSink = Map<string, readonly JsonLd[]>;

const SinkContext = createContext<StructuredDataSink | null>(null);

/** Given by the server renderer (entry-server.tsx) around the page it renders. */
export const StructuredDataProvider = SinkContext.Provider;

/**
 * The page's schema.org JSON-LD (decision 0064), which only crawlers read: the server renderer
 * writes it into `<head>` and the browser never draws it. Write it as
 * `{import.meta.env.SSR && <StructuredData nodes={...} />}`, so the browser's bundle carries neither
 * the nodes nor their builders; since it draws nothing on the server either, hydration is the same.
 */
export function StructuredData({ nodes }: { nodes: readonly JsonLd[] }) {
  const sink = useContext(SinkContext);
  // Keyed by the component's place in the tree, so a render React repeats replaces its own entry
  // instead of adding a second one. A side effect in render is safe here: the sink belongs to one
  // server rendering, and nothing reads it before the rendering ends.
  const id = useId();
  sink?.set(id, nodes);
  return null;
}

/** The collected nodes as `<script type="application/ld+json">` tags, in the order they rendered. */
export function structuredDataTags(sink: StructuredDataSink): string {
  return [...sink.values()]
    .flat()
    .map((node) => `<script type="application/ld+json">${scriptSafeJson(node)}</script>`)
    .join('');
}
