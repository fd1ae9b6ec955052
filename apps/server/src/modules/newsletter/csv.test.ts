import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['a,b@example.com', '"a,b@example.com"'],
    ['say "hi"@example.com', '"say ""hi""@example.com"'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    // Formula starts are defused for spreadsheets.
    ['=HYPERLINK("x")@example.com', `"'=HYPERLINK(""x"")@example.com"`],
    ['+1@example.com', "'+1@example.com"],
    ['-x@example.com', "'-x@example.com"],
    ['@x.com', "'@x.com"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('a,b\r\n"c,d",e\r\n');
  });
});
