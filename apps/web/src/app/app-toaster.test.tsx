import { act, render, screen } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '../lib/toast';
import { AppToaster, MAX_VISIBLE_TOASTS } from './app-toaster';

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
});
