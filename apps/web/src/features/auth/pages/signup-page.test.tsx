import { signupChecklist } from '@artshop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asha, loggedIn } from '../../../test/fixtures';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import type { RootState } from '../../../store/root-state';
import { SIGNUP_INVALID, SignupPage } from './signup-page';

const elsewhere = { '/': 'Home page', '*': 'Other page' };

/** The page at /signup, with stand-ins for the home page and any other page. */
const renderSignup = (preloadedState?: Partial<RootState>) =>
  renderWithApp(<SignupPage />, {
    route: '/signup',
    path: '/signup',
    stubs: elsewhere,
    preloadedState,
  });

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Create Account' });
const metLines = () =>
  within(screen.getByRole('list', { name: 'Sign-up requirements' }))
    .getAllByRole('listitem')
    .filter((line) => line.dataset.met === 'true')
    .map((line) => line.textContent?.replace(/\((not )?met\)$/, ''));

async function fillValid() {
  const user = userEvent.setup({ delay: null });
  await user.type(field('Full Name'), 'Asha Rao');
  await user.type(field('Phone Number'), '9876543210');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Password'), 'secret12');
  return user;
}

describe('SignupPage', { timeout: 20_000 }, () => {
  it('shows the title, the sign-in link and all six checklist lines unticked', () => {
    renderSignup();
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    for (const line of Object.values(signupChecklist)) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(metLines()).toEqual([]);
    expect(submit()).toBeDisabled();
    expect(document.title).toContain('Create Account');
  });

  it('ticks the checklist lines live and enables submit only when everything is valid', async () => {
    renderSignup();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Full Name'), 'As');
    expect(metLines()).toEqual([signupChecklist.nameCharacters]);
    await user.type(field('Full Name'), '!');
    expect(metLines()).toEqual([signupChecklist.nameLength]);
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Asha Rao');
    await user.type(field('Phone Number'), '987654321');
    expect(metLines()).not.toContain(signupChecklist.phoneDigits);
    await user.type(field('Phone Number'), '0');
    await user.type(field('Password'), 'abcdefgh');
    expect(metLines()).toEqual([
      signupChecklist.nameLength,
      signupChecklist.nameCharacters,
      signupChecklist.phoneDigits,
      signupChecklist.passwordLetter,
      signupChecklist.passwordLength,
    ]);
    await user.type(field('Password'), '@');
    expect(metLines()).toHaveLength(6);
    // The email is not on the checklist but still has to be valid.
    expect(submit()).toBeDisabled();
    await user.type(field('Email'), 'asha@example');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(field('Email'), '.com');
    expect(submit()).toBeEnabled();
  });

  it('refuses an invalid form submitted another way without calling the server', () => {
    const fetchMock = stubApi({});
    renderSignup();
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    expect(screen.getByText(SIGNUP_INVALID)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success toasts the server message, logs the user in and goes home', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/signup': {
        status: 201,
        body: { message: 'Account created successfully', user: asha },
      },
    });
    const { store } = renderSignup();
    const user = await fillValid();
    await user.click(submit());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, user: asha });
    expect(await sentBody(fetchMock)).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      password: 'secret12',
    });
  });

  it("shows the server's message, or the generic one, on failure", async () => {
    stubApi({
      'POST /api/auth/signup': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'An account with this email already exists.',
        },
      },
    });
    renderSignup();
    const user = await fillValid();
    await user.click(submit());
    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();

    stubApi({ 'POST /api/auth/signup': { status: 500, body: 'oops' } });
    await user.click(submit());
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('sends a signed-in user home', () => {
    renderSignup(loggedIn());
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
