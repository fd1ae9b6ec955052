import { websiteJsonLd } from '@artshop/shared';
import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import {
  StructuredData,
  StructuredDataProvider,
  structuredDataTags,
  type StructuredDataSink,
} from './structured-data';

const site = websiteJsonLd({ siteUrl: 'https://shop.example' });
const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script>' };

const scriptsOf = (tags: string) =>
  [...tags.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );

describe('StructuredData', () => {
  it('draws nothing and hands its nodes to the sink, in the order they rendered', () => {
    const sink: StructuredDataSink = new Map();
    const html = renderToString(
      <StructuredDataProvider value={sink}>
        <p>before</p>
        <StructuredData nodes={[site]} />
        <StructuredData nodes={[hostile]} />
      </StructuredDataProvider>,
    );
    expect(html).toBe('<p>before</p>');
    expect(scriptsOf(structuredDataTags(sink))).toEqual([site, hostile]);
  });

  it('writes tags that no product text can close', () => {
    const sink: StructuredDataSink = new Map([['a', [hostile]]]);
    const tags = structuredDataTags(sink);
    expect(tags).toContain('\\u003c/script\\u003e');
    expect(tags).not.toContain('<script>alert(1)');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });

  it('collects the nodes of a part that rendered after a suspension, once', async () => {
    const sink: StructuredDataSink = new Map();
    let resolve!: () => void;
    const pending = new Promise<void>((done) => (resolve = done));
    function Waits() {
      use(pending);
      return <StructuredData nodes={[site]} />;
    }
    const page = (
      <StructuredDataProvider value={sink}>
        <Suspense fallback={null}>
          <StructuredData nodes={[hostile]} />
          <Waits />
        </Suspense>
      </StructuredDataProvider>
    );
    const rendering = prerender(page);
    resolve();
    await rendering;
    expect(scriptsOf(structuredDataTags(sink))).toEqual([hostile, site]);
    // The same tree rendered again (a second pass of the same page) adds nothing.
    await prerender(page);
    expect(sink.size).toBe(2);
  });

  it('does nothing outside the server renderer (no sink)', () => {
    expect(renderToString(<StructuredData nodes={[site]} />)).toBe('');
  });
});
