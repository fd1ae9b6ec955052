import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { AppToaster, MAX_VISIBLE_TOASTS } from './app-toaster';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output aria-label="visible toasts">{toasts.filter((t) => t.visible).length}</output>;
}

describe('AppToaster', () => {
  it('keeps at most 20 toasts on screen, dropping the oldest', () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Message ${i}`);
    });
    expect(screen.getByLabelText('visible toasts')).toHaveTextContent(String(MAX_VISIBLE_TOASTS));
    expect(screen.getByText('Message 25')).toBeInTheDocument();
  });
});
