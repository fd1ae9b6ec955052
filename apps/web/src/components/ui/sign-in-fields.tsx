import { FormMessage } from './form-message';
import { TextField } from './text-field';
import { Button } from './button';

interface SignInFieldsProps {
  email: string;
  password: string;
  /** A change clears `error` in the page, so a fixed typo hides the old message. */
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  /** 'username' where the password manager should offer the admin's saved login. */
  emailAutoComplete: 'email' | 'username';
  /** The form's error line ('' for none). */
  error: string;
  busy: boolean;
}

/** The inside of a sign-in form: Email, Password, the error line and 'Sign In'. */
export function SignInFields({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  emailAutoComplete,
  error,
  busy,
}: SignInFieldsProps) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        value={email}
        onChange={onEmailChange}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={onPasswordChange}
      />
      <FormMessage text={error} />
      <Button type="submit" disabled={busy} size="xl" className="w-full">
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </>
  );
}
