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
});
