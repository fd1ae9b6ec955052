import { authMessages, pendingActionMessages, TWO_FACTOR_SIGNIN_CODE } from '@artshop/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asha, loggedIn } from '../../../test/fixtures';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { pendingVisit, rememberPendingAction } from '../../../lib/pending-action';
import type { RootState } from '../../../store/root-state';
import { ForgotPasswordPage } from './forgot-password-page';
import { SigninPage } from './signin-page';

const elsewhere = { '/': 'Home page', '*': 'Other page' };

/** The page at /signin, with stand-ins for the home page and any other page. */
const renderSignin = (preloadedState?: Partial<RootState>) =>
  renderWithApp(<SigninPage />, {
    route: '/signin',
    path: '/signin',
    stubs: elsewhere,
    preloadedState,
  });

async function signIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('SigninPage', { timeout: 20_000 }, () => {
  it('shows the title and the sign-up link', () => {
    renderSignin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(document.title).toContain('Sign In');
  });

  it("shows the server's message when the sign-in fails and stays on the page", async () => {
    stubApi({
      'POST /api/auth/signin': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' },
      },
    });
    const { store } = renderSignin();
    await signIn('asha@example.com', 'wrong-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a two-factor account to the back-office sign-in, signed in nowhere (decision 0071)', async () => {
    stubApi({
      'POST /api/auth/signin': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: authMessages.twoFactorSigninRequired,
          code: TWO_FACTOR_SIGNIN_CODE,
        },
      },
    });
    const { store } = renderSignin();
    const user = await signIn('meera@example.com', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account uses two-factor sign-in. Please sign in on the back-office sign-in page with your password and the code from your authenticator app.',
    );
    expect(screen.getByRole('link', { name: 'Go to the back-office sign-in' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(store.getState().auth.isLoggedIn).toBe(false);
    // Editing the form again hides the message and the link.
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('link', { name: 'Go to the back-office sign-in' })).toBeNull();
  });

  it("falls back to 'An unexpected error occurred.' when the server says nothing usable", async () => {
    stubApi({ 'POST /api/auth/signin': { status: 500, body: 'oops' } });
    renderSignin();
    await signIn('asha@example.com', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = stubApi({});
    renderSignin();
    await signIn('not-an-email', 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success toasts the message, stores the user and goes home', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/signin': { body: { message: 'Signed in successfully', user: asha } },
    });
    const { store } = renderSignin();
    await signIn('asha@example.com', 'secret12');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(asha);
    expect(await sentBody(fetchMock)).toEqual({ email: 'asha@example.com', password: 'secret12' });
  });

  it("links 'Forgot password?' to /forgot-password", () => {
    renderSignin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("carries the typed email to the 'Forgot password?' page", async () => {
    renderWithApp(null, {
      route: '/signin',
      routes: [
        { path: '/signin', element: <SigninPage /> },
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('says why a visitor was sent here, and signing in goes back to where they were (decision 0080)', async () => {
    rememberPendingAction(
      { kind: 'add-to-cart', productId: 'p1', quantity: 2, size: '4 x 3 inches' },
      '/productoverview/p1',
    );
    stubApi({
      'POST /api/auth/signin': { body: { message: 'Signed in successfully', user: asha } },
    });
    const { router } = renderSignin();
    expect(await screen.findByText(pendingActionMessages.addToCartSignIn)).toBeInTheDocument();
    await signIn('asha@example.com', 'secret12');
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/productoverview/p1');
    // The product page completes the action and drops it; it is still there for that page.
    expect(pendingVisit()?.action.kind).toBe('add-to-cart');
  });

  it("shows the spec's interest message while a painting's interest waits", async () => {
    rememberPendingAction({ kind: 'interest', productId: 'p1' }, '/productoverview/p1');
    renderSignin();
    expect(await screen.findByText(pendingActionMessages.interestSignIn)).toBeInTheDocument();
  });

  it('is filled in with the email a password reset hands over (decision 0081)', async () => {
    const { router } = renderWithApp(null, {
      route: '/reset-password',
      routes: [
        { path: '/reset-password', element: <p>Reset page</p> },
        { path: '/signin', element: <SigninPage /> },
      ],
    });
    await act(() => router.navigate('/signin', { state: { email: 'asha@example.com' } }));
    expect(await screen.findByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('sends a signed-in user home', () => {
    renderSignin(loggedIn());
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
