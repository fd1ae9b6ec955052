import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Add
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once the browser has hydrated it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector('button')).not.toBeDisabled();
  });
});
