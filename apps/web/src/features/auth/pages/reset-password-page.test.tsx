import {
  adminTwoFactorMessages,
  authMessages,
  passwordResetMessages,
  signupChecklist,
  TWO_FACTOR_CODE_REQUIRED_CODE,
} from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = `${'Ab1_-'.repeat(8)}xyz`;

const renderReset = (query = `?token=${TOKEN}`) =>
  renderWithApp(<ResetPasswordPage />, {
    route: `/reset-password${query}`,
    path: '/reset-password',
    stubs: {
      '/signin': 'Sign in page',
      '/forgot-password': 'Forgot password page',
      '/admin': 'Back-office sign-in page',
    },
  });

/** The link's check as the page opens (decision 0081): a live link. */
const LIVE = { 'POST /api/auth/reset-password/check': { body: { valid: true } } };
const DEAD = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    message: passwordResetMessages.invalidToken,
    code: 'invalid_reset_token',
  },
};

const submit = () => screen.getByRole('button', { name: 'Reset Password' });
const metLines = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((line) => line.dataset.met === 'true')
    .map((line) => line.textContent?.replace(/\((not )?met\)$/, ''));

async function fill(password: string, confirm = password) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  return user;
}

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it.each([
    ['without a token', ''],
    ['with a cut-off token', '?token=abc'],
  ])('%s says the link is invalid and offers a new one', (_label, query) => {
    renderReset(query);
    expect(screen.getByRole('alert')).toHaveTextContent(passwordResetMessages.invalidToken);
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('says a used link is dead as the page opens, before any password is typed (decision 0081)', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/reset-password/check': DEAD });
    renderReset();
    expect(screen.getByRole('status')).toHaveTextContent(passwordResetMessages.checkingLink);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordResetMessages.invalidToken);
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'POST /api/auth/reset-password/check')).toEqual({
      token: TOKEN,
    });
  });

  it('ticks the sign-up password rules live and enables submit once both fields agree', async () => {
    stubApi(LIVE);
    renderReset();
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(document.title).toContain('Reset Password');
    expect(metLines()).toEqual([]);
    expect(submit()).toBeDisabled();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    expect(metLines()).toEqual([signupChecklist.passwordLetter, signupChecklist.passwordLength]);
    await user.type(screen.getByLabelText('New Password'), '1');
    expect(metLines()).toHaveLength(3);
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefgh2');
    expect(screen.getByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefgh1');
    expect(screen.queryByText(authMessages.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('on success sends the token and the password, toasts and goes to sign-in with the email', async () => {
    const fetchMock = stubApi({
      ...LIVE,
      'POST /api/auth/reset-password': {
        body: { message: passwordResetMessages.passwordReset, email: 'asha@example.com' },
      },
    });
    const { router } = renderReset();
    const user = await fill('new-Pass12');
    await user.click(submit());
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(await screen.findByText(passwordResetMessages.passwordReset)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'POST /api/auth/reset-password')).toEqual({
      token: TOKEN,
      password: 'new-Pass12',
    });
    // The sign-in page fills it in (decision 0081).
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
  });

  it('turns into the invalid-link message when the server refuses the token', async () => {
    stubApi({
      ...LIVE,
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: passwordResetMessages.invalidToken,
          code: 'invalid_reset_token',
        },
      },
    });
    renderReset();
    const user = await fill('new-Pass12');
    await user.click(submit());
    expect(await screen.findByRole('link', { name: 'Ask for a New Link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(passwordResetMessages.invalidToken);
  });

  it('asks for a code when the account has two-factor sign-in on, then sends it and goes to the back-office sign-in', async () => {
    const bodies: unknown[] = [];
    const fetchMock = stubApi({
      ...LIVE,
      'POST /api/auth/reset-password': async (request) => {
        const body = (await request.json()) as { code?: string };
        bodies.push(body);
        if (!body.code) {
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: passwordResetMessages.twoFactorCodeRequired,
              code: TWO_FACTOR_CODE_REQUIRED_CODE,
            },
          };
        }
        if (body.code !== '123456') {
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: adminTwoFactorMessages.invalidCode,
            },
          };
        }
        return { body: { message: passwordResetMessages.passwordReset } };
      },
    });
    renderReset();
    const user = await fill('new-Pass12');
    expect(screen.queryByLabelText(passwordResetMessages.codeLabel)).not.toBeInTheDocument();
    await user.click(submit());

    // The answer says why, and the form grows the code field, the passwords kept.
    expect(await screen.findByText(passwordResetMessages.twoFactorCodeRequired)).toHaveAttribute(
      'role',
      'status',
    );
    const codeField = screen.getByLabelText(passwordResetMessages.codeLabel);
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('New Password')).toHaveValue('new-Pass12');
    expect(submit()).toBeDisabled();

    // A wrong code is said on the error line; the field stays for another try.
    await user.type(codeField, '654321');
    await user.click(submit());
    expect(await screen.findByText(adminTwoFactorMessages.invalidCode)).toHaveAttribute(
      'role',
      'alert',
    );
    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(submit());

    expect(await screen.findByText('Back-office sign-in page')).toBeInTheDocument();
    expect(await screen.findByText(passwordResetMessages.passwordReset)).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: TOKEN, password: 'new-Pass12' },
      { token: TOKEN, password: 'new-Pass12', code: '654321' },
      { token: TOKEN, password: 'new-Pass12', code: '123456' },
    ]);
    // The link's check, then the three tries.
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("shows any other refusal on the form's error line", async () => {
    stubApi({ ...LIVE, 'POST /api/auth/reset-password': { status: 500, body: 'oops' } });
    renderReset();
    const user = await fill('new-Pass12');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });
});
