import { adminTwoFactorMessages, type AdminTwoFactorStatus } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBody, sentRequests, stubApi, type ApiRoutes } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminSecurityPage } from './security-page';

const off: AdminTwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const on: AdminTwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-03-02T10:00:00.000Z',
  recoveryCodesLeft: 10,
};
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Shilpa%20Art%20Studio:meera%40example.com?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

const renderPage = (routes: ApiRoutes) => {
  const fetchMock = stubApi(routes);
  renderWithApp(<AdminSecurityPage />, { route: '/admin/security' });
  return fetchMock;
};

const callIndex = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  sentRequests(fetchMock).findIndex((request) => request.url.endsWith(path));

describe('AdminSecurityPage', { timeout: 20_000 }, () => {
  it('sets up: QR code, the key to type by hand, a first code, then the recovery codes once', async () => {
    let status = off;
    const fetchMock = renderPage({
      'GET /api/admin/two-factor': () => ({ body: status }),
      'POST /api/admin/two-factor/setup': { body: setup },
      'POST /api/admin/two-factor/confirm': () => {
        status = on;
        return { body: { message: 'Two-factor sign-in is on.', recoveryCodes } };
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', setup.qrCode);
    expect(screen.getByLabelText('Set-up key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the code.');
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(screen.getByText(/will not be shown again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    expect(await sentBody(fetchMock, callIndex(fetchMock, '/confirm'))).toEqual({
      code: '123456',
    });

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('copies the recovery codes to the clipboard', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage({
      'GET /api/admin/two-factor': { body: off },
      'POST /api/admin/two-factor/setup': { body: setup },
      'POST /api/admin/two-factor/confirm': {
        body: { message: 'Two-factor sign-in is on.', recoveryCodes },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(`${recoveryCodes.join('\n')}\n`);
    expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();
  });

  it("shows the server's answer to a wrong first code", async () => {
    renderPage({
      'GET /api/admin/two-factor': { body: off },
      'POST /api/admin/two-factor/setup': { body: setup },
      'POST /api/admin/two-factor/confirm': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'That code is not right. Please check it and try again.',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check it and try again.',
    );
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('shows the status and turns it off with a current code', async () => {
    let status = { ...on, recoveryCodesLeft: 2 };
    const fetchMock = renderPage({
      'GET /api/admin/two-factor': () => ({ body: status }),
      'POST /api/admin/two-factor/disable': () => {
        status = off;
        return { body: { message: 'Two-factor sign-in is off.' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.getByText(/On since 2 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left: 2\. Running low/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const disableForm = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
    expect(within(disableForm).getByRole('alert')).toHaveTextContent(
      'Enter a current code or a recovery code to turn two-factor sign-in off.',
    );
    await user.type(within(disableForm).getByLabelText('Current code or recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(await sentBody(fetchMock, callIndex(fetchMock, '/disable'))).toEqual({
      code: '654321',
    });
  });

  it('offers no password to turn it off, and shows the refusal of an old sign-in (decision 0071)', async () => {
    const fetchMock = renderPage({
      'GET /api/admin/two-factor': { body: on },
      'POST /api/admin/two-factor/disable': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: adminTwoFactorMessages.freshSigninRequired,
          code: 'fresh_signin_required',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const disableForm = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    expect(screen.queryByRole('button', { name: 'Use my password instead' })).toBeNull();
    expect(within(disableForm).queryByLabelText('Password')).toBeNull();
    await user.type(
      within(disableForm).getByLabelText('Current code or recovery code'),
      'abcd0-efgh0',
    );
    await user.click(within(disableForm).getByRole('button', { name: 'Turn off' }));
    expect(await within(disableForm).findByRole('alert')).toHaveTextContent(
      'For your safety, this needs a sign-in from the last 15 minutes. Please log out, sign in again and try once more.',
    );
    expect(await sentBody(fetchMock, callIndex(fetchMock, '/disable'))).toEqual({
      code: 'abcd0-efgh0',
    });
  });

  describe('changing the password', () => {
    const fill = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
      await user.type(within(form).getByLabelText('Current password'), 'old-pass-1');
      await user.type(within(form).getByLabelText('New password'), 'new-pass-1');
      await user.type(within(form).getByLabelText('Confirm new password'), 'new-pass-1');
    };

    it('with two-factor sign-in on, sends the passwords and a code', async () => {
      const fetchMock = renderPage({
        'GET /api/admin/two-factor': { body: on },
        'POST /api/admin/password': { body: { message: 'Password updated successfully' } },
      });
      const user = userEvent.setup({ delay: null });
      const form = await screen.findByRole('region', { name: 'Password' });
      await fill(user, form);
      await user.type(within(form).getByLabelText('Current code or recovery code'), '123456');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
      expect(await sentBody(fetchMock, callIndex(fetchMock, '/admin/password'))).toEqual({
        oldPassword: 'old-pass-1',
        newPassword: 'new-pass-1',
        code: '123456',
      });
      expect(within(form).getByLabelText('Current password')).toHaveValue('');
    });

    it("with it off, asks for no code; shows the server's refusal", async () => {
      const fetchMock = renderPage({
        'GET /api/admin/two-factor': { body: off },
        'POST /api/admin/password': {
          status: 400,
          body: { statusCode: 400, message: 'Current password is incorrect' },
        },
      });
      const user = userEvent.setup({ delay: null });
      const form = await screen.findByRole('region', { name: 'Password' });
      expect(within(form).queryByLabelText('Current code or recovery code')).toBeNull();
      await fill(user, form);
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Current password is incorrect',
      );
      expect(await sentBody(fetchMock, callIndex(fetchMock, '/admin/password'))).toEqual({
        oldPassword: 'old-pass-1',
        newPassword: 'new-pass-1',
      });
    });

    it('checks the confirmation before calling the server', async () => {
      const fetchMock = renderPage({ 'GET /api/admin/two-factor': { body: off } });
      const user = userEvent.setup({ delay: null });
      const form = await screen.findByRole('region', { name: 'Password' });
      await user.type(within(form).getByLabelText('Current password'), 'old-pass-1');
      await user.type(within(form).getByLabelText('New password'), 'new-pass-1');
      await user.type(within(form).getByLabelText('Confirm new password'), 'other-pass-1');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('New passwords do not match');
      expect(callIndex(fetchMock, '/admin/password')).toBe(-1);
    });
  });

  it('offers to try again when the status cannot be loaded', async () => {
    renderPage({
      'GET /api/admin/two-factor': { status: 500, body: { statusCode: 500, message: 'x' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the two-factor settings. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
