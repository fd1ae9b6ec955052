import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationStarts } from '../../lib/router/navigation-events';
import { renderWithApp } from '../../test/render';
import { DeferredFooter } from './deferred-footer';

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
