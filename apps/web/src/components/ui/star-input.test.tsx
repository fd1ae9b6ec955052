import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarInput } from './star-input';

function Picker({ start }: { start: number | null }) {
  const [value, setValue] = useState(start);
  return <StarInput label="Rating" value={value} onChange={setValue} />;
}

describe('StarInput', () => {
  it('can start with no star chosen: none checked, the first star the one Tab stop', async () => {
    const user = userEvent.setup();
    render(<Picker start={null} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(
      Array(5).fill('false'),
    );
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    // The first arrow from no choice picks 1 star; the next ones move it.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
  });

  it('keeps a starting value, as the admin form that starts at 5 uses it', async () => {
    const user = userEvent.setup();
    render(<Picker start={5} />);
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'false');
  });
});
