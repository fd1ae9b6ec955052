import { act, render, screen } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { getToastLibrary, toast } from '../lib/toast';
import { AppToaster, MAX_VISIBLE_TOASTS } from './app-toaster';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output aria-label="visible toasts">{toasts.filter((t) => t.visible).length}</output>;
}

describe('AppToaster', () => {
  // First in the file: the library is loaded by the first toast and stays for the tests after.
  it('renders nothing until a toast is asked for, then shows it', async () => {
    const { container } = render(<AppToaster />);
    expect(getToastLibrary()).toBeNull();
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast.success('Saved');
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
