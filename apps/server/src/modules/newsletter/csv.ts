/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes
 * doubled. A cell that starts like a formula (= + - @, tab, CR) gets a leading apostrophe, so a
 * spreadsheet opening the export shows the text instead of running it (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text, CRLF line ends as RFC 4180 has them. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
