import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AboutSummary } from './about-summary';

// The spec's 'About (two variants)': the short one, in every page's footer.
describe('AboutSummary', () => {
  it('opens as the About page does and leads to it', async () => {
    const { router } = renderWithApp(<AboutSummary />);
    expect(screen.getByRole('heading', { name: /^About / })).toBeInTheDocument();
    expect(
      screen.getByText(/^Hand-painted stone art and paintings, made by Indian artists\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What we make' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Read our story' }));
    expect(router.state.location.pathname).toBe('/careers/about-us');
  });
});
