import { PRIVACY_NOTICE_VERSION, privacyMessages, type Consent } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodySentTo, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { PrivacySettings } from './privacy-settings';

// My Account › Privacy (decisions 0104, 0105): one switch per consent, and the deletion of the
// account behind its password.

const consents = (whatsapp: boolean): Consent[] => [
  { purpose: 'newsletter', granted: false, changedAt: null, source: null, noticeVersion: null },
  {
    purpose: 'whatsapp',
    granted: whatsapp,
    changedAt: whatsapp ? '2026-11-27T10:00:00.000Z' : null,
    source: whatsapp ? 'my-account' : null,
    noticeVersion: whatsapp ? PRIVACY_NOTICE_VERSION : null,
    phone: whatsapp ? '9988776655' : null,
  },
  {
    purpose: 'marketing_email',
    granted: false,
    changedAt: null,
    source: null,
    noticeVersion: null,
  },
];

describe('PrivacySettings', () => {
  it('turns a consent on with its switch and shows when it was given', async () => {
    const fetchMock = stubApi({
      'GET /api/user/consents': () => ({
        body: { noticeVersion: PRIVACY_NOTICE_VERSION, consents: consents(false) },
      }),
      'PUT /api/user/consents': () => ({
        body: { noticeVersion: PRIVACY_NOTICE_VERSION, consents: consents(true) },
      }),
      'GET /api/user/me': () => ({ status: 401, body: { message: 'Please log in' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<PrivacySettings onDeleted={() => undefined} />);
    const whatsapp = await screen.findByRole('switch', { name: 'WhatsApp updates' });
    expect(whatsapp).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    // WhatsApp updates go to the number typed beside the switch (else the account's).
    await user.type(screen.getByLabelText('WhatsApp number'), '99887 76655');
    await user.click(whatsapp);
    expect(await bodySentTo(fetchMock, 'PUT /api/user/consents')).toEqual({
      whatsappUpdates: true,
      phone: '99887 76655',
    });
    expect(await screen.findByRole('switch', { name: 'WhatsApp updates' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText(/Given on/)).toBeInTheDocument();
    expect(screen.getByText('To +91 9988776655')).toBeInTheDocument();
  });

  it('deletes the account only with the password, and shows the server’s refusal', async () => {
    let refuse = true;
    const fetchMock = stubApi({
      'GET /api/user/consents': () => ({
        body: { noticeVersion: PRIVACY_NOTICE_VERSION, consents: consents(false) },
      }),
      'DELETE /api/user': () =>
        refuse
          ? { status: 409, body: { message: privacyMessages.openOrder('AS-1042') } }
          : { body: { message: privacyMessages.deleted } },
    });
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PrivacySettings onDeleted={onDeleted} />);
    await user.click(await screen.findByRole('button', { name: privacyMessages.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: privacyMessages.deleteConfirmTitle });
    const confirm = within(dialog).getByRole('button', {
      name: privacyMessages.deleteConfirmButton,
    });

    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(privacyMessages.passwordRequired);

    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('AS-1042');
    expect(onDeleted).not.toHaveBeenCalled();

    refuse = false;
    await user.click(confirm);
    expect(await bodySentTo(fetchMock, 'DELETE /api/user')).toEqual({ password: 'Passw0rd!' });
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
  });
});
