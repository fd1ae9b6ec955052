import type { CommissionPhoto, CustomArt } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  sentBody,
  sentFormData,
  sentRequests,
  stubApi,
  type ApiRoutes,
} from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminCustomArtPage } from './custom-art-orders-page';

// The commission in the custom art modal (decision 0053): its stage line, a quote ('Make offer')
// until it is paid, then the stage buttons, and the progress photos the customer sees.

const request = (stage: CustomArt['stage'], overrides: Partial<CustomArt> = {}): CustomArt => ({
  id: 'r1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  description: 'Our dog Bruno on a smooth river stone, sitting by the sea at sunset',
  artUrl: null,
  status: 'pending',
  stage,
  createdAt: '2026-11-20T06:30:00.000Z',
  ...overrides,
});

const photo = (id: string, caption: string): CommissionPhoto => ({
  id,
  caption,
  createdAt: '2026-11-22T06:30:00.000Z',
  url: `/api/customArt/r1/photos/${id}`,
});

const PHOTOS = 'GET /api/admin/customArt/r1/photos';

/** The page with one request, its details open. */
async function openDetails(routes: ApiRoutes) {
  const fetchMock = stubApi(routes);
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AdminCustomArtPage />, { route: '/admin/customArt', path: '/admin/customArt' });
  const table = within(await screen.findByRole('table'));
  await user.click(table.getByRole('button', { name: 'View' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Custom art request' }));
  return { fetchMock, user, dialog };
}

const stageButtons = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('group', { name: 'Set stage' }));

describe('The commission in the custom art modal', { timeout: 20_000 }, () => {
  it('shows the stage line; before payment only a quote can be made, not a stage set', async () => {
    const { dialog } = await openDetails({
      'GET /api/customArt': { body: [request('quoted')] },
      [PHOTOS]: { body: { photos: [] } },
    });
    expect(dialog.getByRole('heading', { name: 'Commission: Quoted' })).toBeInTheDocument();
    const steps = dialog.getByRole('list', { name: 'Stages' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Requested (done)',
      'Quoted (current stage)',
      'Accepted and paid',
      'In progress',
      'Completed',
      'Shipped',
    ]);
    expect(within(steps).getByText('Quoted').closest('li')).toHaveAttribute('aria-current', 'step');
    for (const name of ['In progress', 'Completed', 'Shipped']) {
      expect(stageButtons(dialog).getByRole('button', { name })).toBeDisabled();
    }
    expect(
      dialog.getByText('The stage can be set once the customer has paid the quote.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Make offer' })).toBeEnabled();
    expect(await dialog.findByText('No progress photos yet.')).toBeInTheDocument();
  });

  it('sends a quote for the request (no price to start from), then shows it quoted', async () => {
    let quoted = false;
    const { user, dialog } = await openDetails({
      'GET /api/customArt': () => ({ body: [request(quoted ? 'quoted' : 'requested')] }),
      [PHOTOS]: { body: { photos: [] } },
      'POST /api/admin/offers': () => {
        quoted = true;
        return { status: 201, body: { offer: { id: 'o1' } } };
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Make offer' }));
    // 'Make offer' takes the details' place.
    expect(screen.queryByRole('dialog', { name: 'Custom art request' })).not.toBeInTheDocument();
    const offer = within(screen.getByRole('dialog', { name: 'Make offer' }));
    expect(
      offer.getByText('Custom stone art: Our dog Bruno on a smooth river stone, s for Asha Rao'),
    ).toBeInTheDocument();
    expect(offer.getByLabelText('Price (₹)')).toHaveValue('');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    expect(offer.getByLabelText('Price (₹)')).toHaveAccessibleDescription(
      'Price must be more than ₹0 with at most 2 decimals',
    );
    await user.type(offer.getByLabelText('Price (₹)'), '2499.50');
    await user.clear(offer.getByLabelText('Delivery fee (₹)'));
    await user.type(offer.getByLabelText('Delivery fee (₹)'), '0');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    // The details come back, and the list reloads with the request quoted.
    const details = within(await screen.findByRole('dialog', { name: 'Custom art request' }));
    expect(await details.findByRole('heading', { name: 'Commission: Quoted' })).toBeInTheDocument();
  });

  it('sends the quote body for the request', async () => {
    const { user, dialog, fetchMock } = await openDetails({
      'GET /api/customArt': { body: [request('requested')] },
      [PHOTOS]: { body: { photos: [] } },
      'POST /api/admin/offers': { status: 201, body: { offer: { id: 'o1' } } },
    });
    await user.click(dialog.getByRole('button', { name: 'Make offer' }));
    const offer = within(screen.getByRole('dialog', { name: 'Make offer' }));
    await user.type(offer.getByLabelText('Price (₹)'), '3000');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    const post = sentRequests(fetchMock).findIndex((sent) => sent.method === 'POST');
    expect(await sentBody(fetchMock, post)).toEqual({
      customArtId: 'r1',
      price: 3000,
      deliveryFee: 50,
      validHours: 72,
    });
  });

  it("shows the server's refusal of a quote in the modal", async () => {
    const { user, dialog } = await openDetails({
      'GET /api/customArt': { body: [request('requested')] },
      [PHOTOS]: { body: { photos: [] } },
      'POST /api/admin/offers': {
        status: 409,
        body: {
          statusCode: 409,
          message:
            'The requester has no account with this email yet: ask them to sign up with it first.',
        },
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Make offer' }));
    const offer = within(screen.getByRole('dialog', { name: 'Make offer' }));
    await user.type(offer.getByLabelText('Price (₹)'), '3000');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    expect(await offer.findByRole('alert')).toHaveTextContent(
      'The requester has no account with this email yet: ask them to sign up with it first.',
    );
  });

  it('moves a paid commission to In progress, and says why a move was refused', async () => {
    const { user, dialog, fetchMock } = await openDetails({
      'GET /api/customArt': { body: [request('paid')] },
      [PHOTOS]: { body: { photos: [] } },
      'PUT /api/admin/customArt/r1/stage': async (sent) => {
        const { stage } = (await sent.json()) as { stage: CustomArt['stage'] };
        return stage === 'in_progress'
          ? { body: { customArt: request('in_progress') } }
          : {
              status: 409,
              body: {
                statusCode: 409,
                message: 'A commission can only go back one stage at a time.',
              },
            };
      },
    });
    expect(
      dialog.getByRole('heading', { name: 'Commission: Accepted and paid' }),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Make offer' })).toBeNull();
    await user.click(stageButtons(dialog).getByRole('button', { name: 'In progress' }));

    expect(await screen.findByText('Stage updated')).toBeInTheDocument();
    expect(
      await dialog.findByRole('heading', { name: 'Commission: In progress' }),
    ).toBeInTheDocument();
    expect(stageButtons(dialog).getByRole('button', { name: 'In progress' })).toBeDisabled();
    const put = sentRequests(fetchMock).findIndex((sent) => sent.method === 'PUT');
    expect(await sentBody(fetchMock, put)).toEqual({ stage: 'in_progress' });
    // The list row follows without a reload.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'View' }));
    const again = within(screen.getByRole('dialog', { name: 'Custom art request' }));
    expect(again.getByRole('heading', { name: 'Commission: In progress' })).toBeInTheDocument();

    await user.click(stageButtons(again).getByRole('button', { name: 'Shipped' }));
    expect(
      await screen.findByText(
        'Failed to update the stage: A commission can only go back one stage at a time.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the progress photos, uploads one with its caption and deletes one', async () => {
    let photos = [photo('ph1', 'Sketch on the stone')];
    const { user, dialog, fetchMock } = await openDetails({
      'GET /api/customArt': { body: [request('in_progress')] },
      [PHOTOS]: () => ({ body: { photos } }),
      'POST /api/admin/customArt/r1/photos': () => {
        photos = [...photos, photo('ph2', 'First colours')];
        return { status: 201, body: { photo: photos[1] } };
      },
      'DELETE /api/admin/customArt/r1/photos/ph1': () => {
        photos = photos.filter((entry) => entry.id !== 'ph1');
        return { status: 204 };
      },
    });
    const list = within(await dialog.findByRole('list', { name: 'Progress photos' }));
    expect(list.getByRole('img', { name: 'Progress photo: Sketch on the stone' })).toHaveAttribute(
      'src',
      '/api/customArt/r1/photos/ph1',
    );

    // Without a file: the server's own message, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Upload photo' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please attach a photo');

    const file = new File(['fake image bytes'], 'colours.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Photo'), file);
    await user.type(dialog.getByLabelText('Caption (optional)'), ' First colours ');
    await user.click(dialog.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo added')).toBeInTheDocument();
    expect(
      await dialog.findByRole('img', { name: 'Progress photo: First colours' }),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Caption (optional)')).toHaveValue('');
    const post = sentRequests(fetchMock).find((sent) => sent.method === 'POST')!;
    const form = sentFormData(post);
    expect(form.get('caption')).toBe('First colours');
    expect(form.get('photo')).toBe(file);

    await user.click(dialog.getByRole('button', { name: 'Delete photo Sketch on the stone' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('img', { name: 'Progress photo: Sketch on the stone' })).toBeNull(),
    );
  });

  it("shows the server's refusal of an upload", async () => {
    const { user, dialog } = await openDetails({
      'GET /api/customArt': { body: [request('in_progress')] },
      [PHOTOS]: { body: { photos: [] } },
      'POST /api/admin/customArt/r1/photos': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
        },
      },
    });
    await user.upload(
      dialog.getByLabelText('Photo'),
      new File(['%PDF-'], 'notes.png', { type: 'image/png' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Upload photo' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to upload the photo: Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
    );
  });
});
