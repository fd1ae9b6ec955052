import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AboutPage } from './about-page';

// The spec's 'About (two variants)': the full page (the footer's short one: about-summary.test.tsx).
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
});
