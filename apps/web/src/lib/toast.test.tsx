import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastWrapper from './toast';

type ToastModule = typeof ToastWrapper;

/** Each test starts before the first toast: a fresh copy of the wrapper, library not loaded. */
let wrapper: ToastModule;
beforeEach(async () => {
  vi.resetModules();
  wrapper = await import('./toast');
});

/** Lists react-hot-toast's store as the toaster sees it: message and whether it is still shown. */
function StoreProbe({
  library,
}: {
  library: NonNullable<ReturnType<ToastModule['getToastLibrary']>>;
}) {
  const { toasts } = library.useToasterStore();
  return (
    <ul aria-label="toasts">
      {[...toasts].reverse().map((t) => (
        <li key={t.id}>
          {t.type} {String(t.message)} {t.visible ? 'shown' : 'dismissed'}
        </li>
      ))}
    </ul>
  );
}

async function loadedLibrary() {
  await vi.dynamicImportSettled();
  const library = wrapper.getToastLibrary();
  if (!library) throw new Error('the toast library did not load');
  return library;
}

describe('toast', () => {
  it('does not load the library to close or clear toasts nobody asked for', async () => {
    wrapper.toast.dismiss();
    wrapper.toast.remove();
    await vi.dynamicImportSettled();
    expect(wrapper.getToastLibrary()).toBeNull();
  });

  it('answers at once and shows the toasts asked for while the library loads, in order', async () => {
    const { toast } = wrapper;
    const loaded = vi.fn();
    wrapper.subscribeToToastLibrary(loaded);

    const first = toast.success('Saved');
    const second = toast.error('Failed', { id: 'failure' });
    const third = toast('Noted');
    toast.dismiss(first);
    expect(wrapper.getToastLibrary()).toBeNull();
    expect(second).toBe('failure');
    expect(new Set([first, second, third]).size).toBe(3);

    const library = await loadedLibrary();
    expect(loaded).toHaveBeenCalledOnce();
    render(<StoreProbe library={library} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['success Saved dismissed', 'error Failed shown', 'blank Noted shown']);
    act(() => toast.remove());
  });

  it('calls the library directly once it is loaded', async () => {
    const { toast } = wrapper;
    toast('Warm-up');
    const library = await loadedLibrary();
    act(() => toast.remove());
    render(<StoreProbe library={library} />);

    act(() => {
      toast.error('Right away');
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('error Right away shown');
    act(() => toast.remove());
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
