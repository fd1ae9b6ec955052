import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminSignInPage } from './admin-sign-in-page';

const noSession = {
  'GET /api/admin': {
    status: 401,
    body: { statusCode: 401, message: 'Please log in as an admin to continue.' },
  },
};
const admin = { name: 'Meera Shah', email: 'meera@example.com' };

const renderSignIn = () =>
  renderWithApp(<AdminSignInPage />, {
    route: '/admin',
    path: '/admin',
    stubs: { '/admin/dashboard': 'Dashboard page' },
  });

async function submit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AdminSignInPage', { timeout: 20_000 }, () => {
  it("says 'Please fill in all fields.' without calling the server when a field is empty", async () => {
    const fetchMock = stubApi(noSession);
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    await submit('meera@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await submit('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    const calls = sentRequests(fetchMock).map((request) => request.url);
    expect(calls.some((url) => url.includes('/admin/signin'))).toBe(false);
  });

  it("shows the server's message when the sign-in is refused", async () => {
    stubApi({
      ...noSession,
      'POST /api/admin/signin': {
        status: 429,
        body: {
          statusCode: 429,
          message: 'Too many attempts. Please wait a few minutes and try again.',
        },
      },
    });
    renderSignIn();
    await submit('meera@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it("falls back to 'Invalid email or password.' when the server says nothing usable", async () => {
    stubApi({ ...noSession, 'POST /api/admin/signin': { status: 500, body: 'oops' } });
    renderSignIn();
    await submit('meera@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it("on success toasts 'Admin login successful.' and opens the dashboard", async () => {
    const fetchMock = stubApi({
      ...noSession,
      'POST /api/admin/signin': { body: { message: 'Admin login successful.', admin } },
    });
    renderSignIn();
    await submit('meera@example.com', 'secret123');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText('Admin login successful.')).toBeInTheDocument();
    const signInCall = sentRequests(fetchMock).findIndex((request) =>
      request.url.endsWith('/api/admin/signin'),
    );
    expect(await sentBody(fetchMock, signInCall)).toEqual({
      email: 'meera@example.com',
      password: 'secret123',
    });
  });

  it("with an open admin session says 'Already logged in as admin.' and moves on", async () => {
    stubApi({ 'GET /api/admin': { body: { admin } } });
    renderSignIn();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText('Already logged in as admin.')).toBeInTheDocument();
  });

  it('keeps the form for a signed-in customer (403)', async () => {
    const fetchMock = stubApi({
      'GET /api/admin': { status: 403, body: { statusCode: 403, message: 'Admins only.' } },
    });
    renderSignIn();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Let the check's answer arrive; the page stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    expect(screen.queryByText('Already logged in as admin.')).not.toBeInTheDocument();
  });

  describe('with two-factor sign-in on', () => {
    const twoFactorRequired = {
      'POST /api/admin/signin': {
        body: {
          twoFactorRequired: true,
          message: 'Enter the code from your authenticator app to finish signing in.',
        },
      },
    };

    async function reachSecondStep(routes: Parameters<typeof stubApi>[0]) {
      const fetchMock = stubApi({ ...noSession, ...twoFactorRequired, ...routes });
      renderSignIn();
      await submit('meera@example.com', 'secret123');
      expect(
        await screen.findByText('Enter the 6-digit code from your authenticator app'),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      return fetchMock;
    }

    const verifyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
      sentRequests(fetchMock).flatMap((request, index) =>
        request.url.endsWith('/api/admin/signin/verify') ? [index] : [],
      );

    it('asks for the code after the password, then opens the dashboard', async () => {
      const fetchMock = await reachSecondStep({
        'POST /api/admin/signin/verify': { body: { message: 'Admin login successful.', admin } },
      });
      expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(await screen.findByText('Admin login successful.')).toBeInTheDocument();
      const [call = -1] = verifyCalls(fetchMock);
      expect(await sentBody(fetchMock, call)).toEqual({ code: '123456' });
    });

    it('says why a wrong code is refused and lets the admin try again', async () => {
      await reachSecondStep({
        'POST /api/admin/signin/verify': {
          status: 401,
          body: {
            statusCode: 401,
            message: 'That code is not right. Please check it and try again.',
          },
        },
      });
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter the code.');
      await user.type(screen.getByLabelText('Authentication code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'That code is not right. Please check it and try again.',
      );
      expect(screen.getByLabelText('Authentication code')).toHaveValue('');
      expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    });

    it('takes a recovery code instead', async () => {
      const fetchMock = await reachSecondStep({
        'POST /api/admin/signin/verify': { body: { message: 'Admin login successful.', admin } },
      });
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      expect(screen.getByText('Enter one of your recovery codes')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      const [call = -1] = verifyCalls(fetchMock);
      expect(await sentBody(fetchMock, call)).toEqual({ code: 'abcde-fghjk' });
    });

    it('goes back to the password when the challenge is over (expired or too many wrong codes)', async () => {
      await reachSecondStep({
        'POST /api/admin/signin/verify': {
          status: 401,
          body: { statusCode: 401, message: 'Too many wrong codes. Please sign in again.' },
        },
      });
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText('Authentication code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many wrong codes. Please sign in again.',
      );
    });

    it("'Back to sign in' returns to the password step", async () => {
      await reachSecondStep({});
      await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(await screen.findByLabelText('Password')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });
  });
});
