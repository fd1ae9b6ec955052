import { adminTwoFactorMessages as m } from '@artshop/shared';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';

/** What every two-factor call takes: the code as typed (the server tells the kinds apart). */
export interface TypedCode {
  code: string;
}

/** The code field's label and input attributes. */
export type CodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'>;

/** The field for an authenticator app's code (6 digits; one space allowed, as apps show them). */
export const AUTHENTICATOR_CODE_FIELD = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
} as const;

interface TwoFactorCodeFormProps {
  /** The call's body schema from packages/shared: checks the code before it is sent. */
  schema: z.ZodType<TypedCode>;
  /**
   * Sends the code and does what follows. A rejection is the server's refusal, shown under the
   * field; a refusal the caller deals with itself (it leaves the form) resolves instead.
   */
  send: (input: TypedCode) => Promise<void>;
  busy: boolean;
  field: CodeFieldProps;
  /** The submit button's words (idle, and while sending) and look. */
  submit: ButtonStyle & { label: string; busyLabel: string };
  /** Empties the field after a refused code, ready for the next one. */
  clearRefused?: boolean;
  className: string;
  /** Above the field, e.g. what to type. */
  children?: ReactNode;
  /** Lays out the submit button with the form's other controls; the button alone by default. */
  actions?: (submit: ReactElement) => ReactNode;
}

/**
 * A two-factor code and its submit (decision 0038): turning two-factor sign-in on, and the
 * sign-in's second step. Checks the code as typed, sends it, and shows why it was refused.
 */
export function TwoFactorCodeForm({
  schema,
  send,
  busy,
  field,
  submit: { label, busyLabel, ...look },
  clearRefused = false,
  className,
  children,
  actions = (submit) => submit,
}: TwoFactorCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.codeRequired);
      return;
    }
    try {
      await send(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure, m.invalidCode));
      if (clearRefused) setCode('');
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={className}>
      {children}
      <TextField
        {...field}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError('');
        }}
      />
      <FormMessage text={error} />
      {actions(
        <Button type="submit" disabled={busy} {...look}>
          {busy ? busyLabel : label}
        </Button>,
      )}
    </form>
  );
}
