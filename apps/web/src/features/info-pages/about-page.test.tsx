import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AboutPage, AboutSummary } from './about-page';

// The spec's 'About (two variants)': the full page, and the short one in every page's footer.
describe('About', () => {
  it('the page tells the whole story under the same opening line', () => {
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we make' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why people choose us' })).toBeInTheDocument();
    expect(
      screen.getByText('Hand-painted stone art and paintings, made by Indian artists.'),
    ).toBeInTheDocument();
  });

  it('the short variant opens the same way and leads to the page', async () => {
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
