import { act, render, screen } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '../lib/toast';
import { AppToaster, MAX_VISIBLE_TOASTS, TOAST_GAP_PX } from './app-toaster';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output aria-label="visible toasts">{toasts.filter((t) => t.visible).length}</output>;
}

describe('AppToaster', () => {
  it('renders nothing until a toast is asked for, then shows it', async () => {
    // The library, once loaded, stays for the page's life (and for the tests after, in this file or
    // another): a fresh copy of the wrapper and the toaster starts before the first toast.
    vi.resetModules();
    const fresh = await import('../lib/toast');
    const { AppToaster: FreshToaster } = await import('./app-toaster');
    onTestFinished(() => act(() => fresh.toast.remove()));

    const { container } = render(<FreshToaster />);
    expect(fresh.getToastLibrary()).toBeNull();
    expect(container).toBeEmptyDOMElement();

    act(() => {
      fresh.toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('keeps at most 20 toasts on screen, dropping the oldest', async () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Message ${i}`);
    });
    expect(await screen.findByText('Message 25')).toBeInTheDocument();
    expect(screen.getByLabelText('visible toasts')).toHaveTextContent(String(MAX_VISIBLE_TOASTS));
  });

  it('sits below the top bar, never over its controls (decision 0091), and follows it', async () => {
    // The back-office's top bar on a phone: two rows, 98 px tall, stuck to the top.
    let barBottom = 98;
    render(
      <>
        <header data-top-bar>
          <button type="button">Logout</button>
        </header>
        <AppToaster />
      </>,
    );
    const bar = document.querySelector('header')!;
    vi.spyOn(bar, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 0, bottom: barBottom, height: barBottom }) as DOMRect,
    );
    act(() => {
      toast.success('Saved');
    });
    const message = await screen.findByText('Saved');
    // The library's container: the toast's fixed ancestor.
    const container = () => {
      let element: HTMLElement | null = message;
      while (element && element.style.position !== 'fixed') element = element.parentElement;
      return element!;
    };
    expect(container().style.top).toBe(`${98 + TOAST_GAP_PX}px`);
    // A wider screen: the bar is one 56 px row; the toasts move up with it.
    barBottom = 56;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await vi.waitFor(() => expect(container().style.top).toBe(`${56 + TOAST_GAP_PX}px`));
    // Still announced to screen readers.
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
