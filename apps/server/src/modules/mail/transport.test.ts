import { describe, expect, it } from 'vitest';
import { describeSendError, isPermanentRejection } from './transport';

describe('describeSendError', () => {
  const url = 'smtps://shop%40example.in:s3cret%2FPa55@smtp.example.in:465';

  it('keeps the SMTP password and user out of the recorded error', () => {
    const error = new Error(
      'Invalid login for shop@example.in with s3cret/Pa55 (smtps://shop:s3cret@smtp.example.in)',
    );
    const recorded = describeSendError(error, url);
    expect(recorded).not.toContain('s3cret');
    expect(recorded).not.toContain('shop@example.in');
    expect(recorded).toContain('Invalid login');
  });

  it('is at most 500 characters, and copes with things that are not errors', () => {
    expect(describeSendError(new Error('x'.repeat(2000)), undefined)).toHaveLength(500);
    expect(describeSendError('socket hang up', undefined)).toBe('socket hang up');
  });
});

describe('isPermanentRejection', () => {
  it('is true only for a 5xx refusal of the recipient', () => {
    expect(isPermanentRejection({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentRejection({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentRejection({ code: 'EMESSAGE', responseCode: 554 })).toBe(false);
    expect(isPermanentRejection(new Error('ECONNREFUSED'))).toBe(false);
  });
});
