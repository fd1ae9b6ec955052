import { CONTACT_THANKS_MS, contactFormMessages } from '@artshop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody, stubApi } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { ContactForm } from './contact-form';

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
};

const filled = {
  Name: 'Meera',
  Email: 'meera@example.in',
  Subject: 'Custom stone',
  Message: 'Can you paint our dog?',
};

describe('ContactForm', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the message, thanks the visitor for 5 seconds, then shows an empty form', async () => {
    const fetchMock = stubApi({
      'POST /api/contact': { status: 201, body: { message: contactFormMessages.thanks } },
    });
    renderWithApp(<ContactForm />);
    fill(filled);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for reaching out!');
    expect(await sentBody(fetchMock)).toEqual({
      name: 'Meera',
      email: 'meera@example.in',
      subject: 'Custom stone',
      message: 'Can you paint our dog?',
    });
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    // The thanks' clock starts with the shown thanks' effect, which React runs as a task of its own.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), { interval: 1 });
    act(() => vi.advanceTimersByTime(CONTACT_THANKS_MS - 50));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('checks the fields first and sends nothing while one is wrong', () => {
    const fetchMock = stubApi({});
    renderWithApp(<ContactForm />);
    fill({ ...filled, Email: 'meera-at-example' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(contactFormMessages.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
    // Editing clears the message.
    fill({ Email: 'meera@example.in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was written", async () => {
    stubApi({
      'POST /api/contact': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: contactFormMessages.tooManyRequests,
        },
      },
    });
    renderWithApp(<ContactForm />);
    fill(filled);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactFormMessages.tooManyRequests);
    expect(screen.getByLabelText('Message')).toHaveValue('Can you paint our dog?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
