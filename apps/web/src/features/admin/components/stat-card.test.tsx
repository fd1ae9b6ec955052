import { render, screen } from '@testing-library/react';
import { formatCompactINR, formatINR } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('shows a plain figure as it is', () => {
    render(<StatCard label="Total Coupons" value={12} />);
    expect(screen.getByText('12')).not.toHaveAttribute('title');
  });

  it('keeps a long rupee figure inside the card: short when narrow, exact in the tooltip', () => {
    const sales = 1_941.84;
    render(
      <StatCard label="Total Sales" value={formatCompactINR(sales)} exact={formatINR(sales)} />,
    );
    const figure = screen.getByText('Total Sales').nextElementSibling as HTMLElement;
    expect(figure).toHaveAttribute('title', '₹1,941.84');
    expect(figure).toHaveClass('truncate');
    // Which of the two shows is the card's width (a container query): both are written out.
    const compact = screen.getByText('₹1,942');
    const [spoken, wide] = screen.getAllByText('₹1,941.84');
    expect(spoken).toHaveClass('sr-only');
    expect(wide).toHaveClass('hidden', '@min-[11rem]:inline');
    expect(compact).toHaveClass('@min-[11rem]:hidden');
    expect(compact).toHaveAttribute('aria-hidden', 'true');
  });

  it('always shortens a figure too long for any card', () => {
    render(<StatCard label="Total Sales" value="₹12,345.7Cr" exact="₹12,34,56,78,90,123.45" />);
    expect(screen.getByText('₹12,345.7Cr')).not.toHaveClass('@min-[17rem]:hidden');
    expect(screen.getAllByText('₹12,34,56,78,90,123.45')).toHaveLength(1); // the spoken one alone
  });
});
