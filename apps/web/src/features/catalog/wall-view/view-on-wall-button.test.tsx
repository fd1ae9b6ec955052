import { artworkSizeMessages as ui } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, storedImage } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
import { PaintingDetails } from '../components/painting-details';

const main = { ...storedImage('ghats', 0.75), role: 'main' as const };

describe("'View on a wall' on a painting's page", () => {
  it('is offered only when both the width and the height are known', () => {
    const { unmount } = renderWithApp(
      <PaintingDetails
        product={makeProduct({ type: 'painting', widthCm: 91.4, heightCm: null })}
      />,
    );
    expect(screen.queryByRole('button', { name: ui.viewOnWall })).not.toBeInTheDocument();
    unmount();
    renderWithApp(
      <PaintingDetails
        product={makeProduct({ type: 'painting', size: '24 x 36 in', widthCm: 91.4, heightCm: 61 })}
      />,
    );
    expect(screen.getByRole('button', { name: ui.viewOnWall })).toBeEnabled();
    expect(screen.getByText('Size: 24 x 36 in (91.4 cm wide × 61 cm high)')).toBeInTheDocument();
  });

  it('opens a dialog named by the size in cm, drawing the painting to scale, closed by Escape with focus back', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <PaintingDetails
        product={makeProduct({
          type: 'painting',
          title: 'Monsoon Dusk',
          images: [main],
          widthCm: 182.9,
          heightCm: 121.9,
        })}
      />,
    );
    const button = screen.getByRole('button', { name: ui.viewOnWall });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'On a wall: 182.9 cm wide × 121.9 cm high',
    });
    const picture = within(dialog).getByRole('img', {
      name: /Monsoon Dusk, 182\.9 cm wide × 121\.9 cm high, on a wall/,
    });
    expect(picture.getAttribute('aria-label')).toContain('sofa 200 cm wide');
    // Focus moves into the dialog (its close button).
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The painting's drawn width against the sofa's: 182.9 / 200.
    const painting = dialog.querySelector('[data-testid="wall-painting"]');
    const sofaBox = dialog.querySelector('[data-testid="wall-sofa"] rect');
    expect(painting && sofaBox).toBeTruthy();
    expect(within(dialog).getByText(ui.caption)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
  });
});
