/** The spec's words when the server gave no usable message (error catalogue, 'Sign-up and sign-in'). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
