import { formMessages, pendingActionMessages, signupChecklist } from '@artshop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asha, loggedIn } from '../../../test/fixtures';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { rememberPendingAction } from '../../../lib/pending-action';
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
/** The checklist that describes a field: each sits under its field (decision 0078). */
function rulesOf(label: string): HTMLElement {
  const input = field(label);
  const lists = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('ul') ?? [])]);
  expect(lists).toHaveLength(1);
  return lists[0]!;
}
const ruleLists = ['Full Name', 'Phone Number', 'Password'].map((label) => () => rulesOf(label));
const linesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((line) => line.textContent?.replace(/\((not )?met\)$/, ''));
const metLines = () =>
  ruleLists
    .flatMap((list) => within(list()).getAllByRole('listitem'))
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

  it('shows each rule under its own field: the name rules under Full Name, not under Password', () => {
    renderSignup();
    const [nameRules, phoneRules, passwordRules] = ruleLists.map((list) => list());
    expect(linesOf(nameRules!)).toEqual([
      signupChecklist.nameLength,
      signupChecklist.nameCharacters,
    ]);
    expect(linesOf(phoneRules!)).toEqual([signupChecklist.phoneDigits]);
    expect(linesOf(passwordRules!)).toEqual([
      signupChecklist.passwordLetter,
      signupChecklist.passwordDigitOrSpecial,
      signupChecklist.passwordLength,
    ]);
    expect(within(passwordRules!).queryByText(signupChecklist.nameCharacters)).toBeNull();
    // Each list sits in its field's box, and the field reads its lines as its description.
    for (const [label, list] of [
      ['Full Name', nameRules],
      ['Phone Number', phoneRules],
      ['Password', passwordRules],
    ] as const) {
      expect(field(label).parentElement).toContainElement(list!);
    }
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(field('Full Name')).toHaveAccessibleDescription(
      new RegExp(
        `^${escape(signupChecklist.nameLength)}\\s*\\(not met\\)\\s*` +
          `${escape(signupChecklist.nameCharacters)}\\s*\\(not met\\)$`,
      ),
    );
    expect(field('Phone Number')).toHaveAccessibleDescription(
      new RegExp(`^${escape(signupChecklist.phoneDigits)}\\s*\\(not met\\)$`),
    );
  });

  it('says beside the disabled button which fields are still to fill in', async () => {
    renderSignup();
    const why = formMessages.fillInToContinue(['Full Name', 'Phone Number', 'Email', 'Password']);
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(submit()).toHaveAccessibleDescription(why);

    const user = userEvent.setup({ delay: null });
    await user.type(field('Full Name'), 'K. S. Rao');
    await user.type(field('Phone Number'), '+91 98765 43210');
    expect(submit()).toHaveAccessibleDescription(
      formMessages.fillInToContinue(['Email', 'Password']),
    );
    await user.type(field('Email'), 'ksrao@example.in');
    await user.type(field('Password'), 'secret12');
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/to continue\.$/)).toBeNull();
  });

  it.each([
    ['K. S. Rao', '+91 98765 43210'],
    ["Anita D'Souza", '098765-43210'],
    ['अनीता शर्मा', '98765 43210'],
  ])('takes %j with %j, ticks every line and sends the ten digits', async (name, phone) => {
    const fetchMock = stubApi({
      'POST /api/auth/signup': { status: 201, body: { message: 'Account created', user: asha } },
    });
    renderSignup();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Full Name'), name);
    await user.type(field('Phone Number'), phone);
    // Nothing typed is cut off.
    expect(field('Phone Number')).toHaveValue(phone);
    await user.type(field('Email'), 'someone@example.in');
    await user.type(field('Password'), 'secret12');
    expect(metLines()).toHaveLength(6);
    await user.click(submit());
    expect(await sentBody(fetchMock)).toMatchObject({ name, phone: '9876543210' });
  });

  it('leaves the name and phone lines unticked for digits in a name or a number that is not a mobile', async () => {
    renderSignup();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Full Name'), 'Ravi2');
    await user.type(field('Phone Number'), '12345 67890');
    expect(metLines()).toEqual([signupChecklist.nameLength]);
    expect(submit()).toBeDisabled();
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

  it('says why while a kept action waits, and a new account goes back to it (decision 0080)', async () => {
    rememberPendingAction({ kind: 'interest', productId: 'p1' }, '/productoverview/p1');
    stubApi({
      'POST /api/auth/signup': {
        status: 201,
        body: { message: 'Account created successfully', user: asha },
      },
    });
    const { router } = renderSignup();
    expect(await screen.findByText(pendingActionMessages.interestSignIn)).toBeInTheDocument();
    const user = await fillValid();
    await user.click(submit());
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/productoverview/p1');
  });

  it('sends a signed-in user home', () => {
    renderSignup(loggedIn());
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
