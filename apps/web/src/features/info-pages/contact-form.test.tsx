import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { CONTACT_THANKS_MS, ContactForm } from './contact-form';

describe('ContactForm', () => {
  afterEach(() => vi.useRealTimers());

  it('thanks the visitor for 5 seconds, sends nothing, then shows the form again', () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({});
    render(<ContactForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.in' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Custom stone' } });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Can you paint our dog?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent('Thank you for reaching out!');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(CONTACT_THANKS_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
