/**
 * The email a page hands the next one in the link's state, never in the URL: the sign-in page's
 * typed email to 'Forgot password?', and a reset's account to the sign-in page (decision 0081).
 */
export function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state as { email: unknown };
    if (typeof email === 'string') return email;
  }
  return '';
}
