import { describe, expect, it } from 'vitest';
import {
  adminMailListQuerySchema,
  adminMailMessages as m,
  isResendableMailStatus,
} from './admin-mail.schema';

describe('adminMailListQuerySchema', () => {
  it('drops blank filters and starts at page 1', () => {
    expect(adminMailListQuerySchema.parse({ status: '', q: '  ' })).toEqual({ page: 1 });
    expect(adminMailListQuerySchema.parse({ status: 'failed', q: ' Meera ', page: '3' })).toEqual({
      status: 'failed',
      q: 'Meera',
      page: 3,
    });
  });

  it('names the first broken rule', () => {
    const first = (input: unknown) =>
      adminMailListQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ status: 'lost' })).toBe(m.statusInvalid);
    expect(first({ page: '0' })).toBe(m.pageInvalid);
    expect(first({ page: '1.5' })).toBe(m.pageInvalid);
    expect(first({ q: 'x'.repeat(201) })).toBe(m.searchTooLong);
  });
});

describe('isResendableMailStatus', () => {
  it('lets the admin resend failed, sent and kept messages, not those on their way', () => {
    expect(['failed', 'sent', 'kept'].every((s) => isResendableMailStatus(s as 'sent'))).toBe(true);
    expect(isResendableMailStatus('pending')).toBe(false);
    expect(isResendableMailStatus('sending')).toBe(false);
  });
});
