import { adminTwoFactorConfirmSchema, adminTwoFactorMessages as m } from '@artshop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATOR_CODE_FIELD,
  TwoFactorCodeForm,
  type TypedCode,
} from './two-factor-code-form';

const refusal = (message: string) => ({ status: 401, data: { statusCode: 401, message } });

function renderForm(send: (input: TypedCode) => Promise<void>, clearRefused = false) {
  render(
    <TwoFactorCodeForm
      schema={adminTwoFactorConfirmSchema}
      send={send}
      busy={false}
      field={{ label: 'Code', ...AUTHENTICATOR_CODE_FIELD }}
      submit={{ label: 'Go', busyLabel: 'Going...' }}
      clearRefused={clearRefused}
      className="space-y-3"
    >
      <p>Type the code</p>
    </TwoFactorCodeForm>,
  );
  return userEvent.setup({ delay: null });
}

describe('TwoFactorCodeForm', () => {
  it('asks for a code before sending anything, then sends the code as typed, trimmed', async () => {
    const send = vi.fn(async () => undefined);
    const user = renderForm(send);
    expect(screen.getByText('Type the code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.codeRequired);
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code'), ' 123456');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(send).toHaveBeenCalledWith({ code: '123456' });
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it("shows the server's refusal and keeps the code to correct", async () => {
    const user = renderForm(() => Promise.reject(refusal('That code is not right.')));
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('000000');
  });

  it('empties the field after a refusal when asked, and falls back to its own words', async () => {
    const user = renderForm(() => Promise.reject(new Error('offline')), true);
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(m.invalidCode)).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('says it is busy while the code is on its way', () => {
    render(
      <TwoFactorCodeForm
        schema={adminTwoFactorConfirmSchema}
        send={async () => undefined}
        busy
        field={{ label: 'Code' }}
        submit={{ label: 'Go', busyLabel: 'Going...' }}
        className=""
      />,
    );
    expect(screen.getByRole('button', { name: 'Going...' })).toBeDisabled();
  });
});
