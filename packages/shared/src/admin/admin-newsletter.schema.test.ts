import { describe, expect, it } from 'vitest';
import { contactReplyHref } from './admin-contact.schema';
import { newsletterParagraphs, newsletterSendQuestion } from './admin-newsletter.schema';

describe('newsletterParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(newsletterParagraphs('Hello\r\nthere\n\n  \nSecond <b>\n\n\n\nThird')).toEqual([
      ['Hello', 'there'],
      ['Second <b>'],
      ['Third'],
    ]);
  });
});

describe('newsletterSendQuestion', () => {
  it('asks in the singular for one subscriber', () => {
    expect(newsletterSendQuestion(1)).toBe('Send to 1 subscriber?');
    expect(newsletterSendQuestion(12)).toBe('Send to 12 subscribers?');
  });
});

describe('contactReplyHref', () => {
  it("prefills 'Re: ' once and encodes the subject", () => {
    expect(contactReplyHref({ email: 'a+b@example.in', subject: 'Price & size?' })).toBe(
      'mailto:a%2Bb@example.in?subject=Re%3A%20Price%20%26%20size%3F',
    );
    expect(contactReplyHref({ email: 'a@example.in', subject: 'RE: hi' })).toBe(
      'mailto:a@example.in?subject=RE%3A%20hi',
    );
  });
});
