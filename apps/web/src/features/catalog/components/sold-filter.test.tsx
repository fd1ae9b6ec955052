import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SoldFilter } from './sold-filter';

describe('SoldFilter', () => {
  it('is drawn disabled by the server, where a tap before hydration would do nothing', () => {
    const html = renderToString(<SoldFilter sold={false} onChange={() => {}} />);
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it('switches to the sold paintings once the page is live', async () => {
    const onChange = vi.fn();
    render(<SoldFilter sold={false} onChange={onChange} />);
    const sold = screen.getByRole('button', { name: 'Sold' });
    expect(sold).toBeEnabled();
    expect(sold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(sold);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
