import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An observer that never reports the footer on screen: the shopper has not scrolled to it. */
class NeverVisible {
  observe() {}
  disconnect() {}
}

describe('DeferredFooter over a server-rendered page', () => {
  let serverFooter: HTMLElement;
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NeverVisible);
    // The footer the server drew: the browser keeps it until the footer's code is needed.
    serverFooter = document.createElement('footer');
    serverFooter.id = 'site-footer';
    document.body.append(serverFooter);
  });
  afterEach(() => {
    serverFooter.remove();
    vi.unstubAllGlobals();
  });

  it('loads its code when a move started before it first rendered (a tap while hydrating)', async () => {
    // Fresh modules, as on a page just opened: no move has started yet, and no earlier test (a page
    // with the customer layout, here or in another file) has loaded the footer's code.
    vi.resetModules();
    const { navigationStarts } = await import('../../lib/router/navigation-events');
    const { renderWithApp } = await import('../../test/render');
    const { DeferredFooter } = await import('./deferred-footer');
    // The header's link was tapped while React was still hydrating the page above the footer.
    navigationStarts();
    renderWithApp(<DeferredFooter />);
    // Waiting for another move would leave that move's redraw stuck behind the footer.
    expect(await screen.findByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/careers/faq',
    );
  });
});
