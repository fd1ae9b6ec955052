import { passwordResetMessages } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const renderForgot = () =>
  renderWithApp(<ForgotPasswordPage />, {
    route: '/forgot-password',
    path: '/forgot-password',
    stubs: { '/signin': 'Sign in page' },
  });

async function ask(email: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return user;
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('shows the title, the email field and the way back to sign-in', () => {
    renderForgot();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(document.title).toContain('Forgot Password');
  });

  it('checks the email before calling the server', async () => {
    const fetchMock = stubApi({});
    renderForgot();
    await ask('not-an-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the email and shows the server's neutral answer in place of the form", async () => {
    const fetchMock = stubApi({
      'POST /api/auth/forgot-password': {
        status: 202,
        body: { message: passwordResetMessages.linkSent },
      },
    });
    renderForgot();
    await ask('asha@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(passwordResetMessages.linkSent);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(await sentBody(fetchMock)).toEqual({ email: 'asha@example.com' });
  });

  it("shows the server's message when the request is refused", async () => {
    stubApi({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        },
      },
    });
    renderForgot();
    await ask('asha@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
