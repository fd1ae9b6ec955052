import { customArtMessages, nameAndPhoneMessages } from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFile, FakeXhr, stubUploads } from '../../test/fake-xhr';
import { renderWithApp } from '../../test/render';
import { CustomArtPage } from './custom-art-page';

const photo = (size = 2048, name = 'wedding.jpg', type = 'image/jpeg') =>
  fakeFile(name, type, size);

function renderCustomArt() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithApp(<CustomArtPage />);
  return user;
}

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Contact Number'), '9876543210');
  await user.type(screen.getByLabelText('Artwork Description (optional)'), 'Our wedding day');
}

describe('CustomArtPage', () => {
  stubUploads();

  it('sets the title, shows the heading and the reference ideas, which fill the description', async () => {
    const user = renderCustomArt();
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Stone Art' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Custom Stone Art \| /);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    // On screen without a hover, so a phone's tap reaches them (decision 0081).
    const ideas = screen.getByRole('list', { name: 'Ideas' });
    expect(
      within(ideas)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Wedding',
      'Anniversary',
      'Birthday',
      'Couple Portrait',
      'Family Photo',
      'In Loving Memory',
    ]);
    const description = screen.getByLabelText('Artwork Description (optional)');
    await user.click(within(ideas).getByRole('button', { name: 'Couple Portrait' }));
    expect(description).toHaveValue('Couple Portrait');
    expect(description).toHaveFocus();
    await user.type(description, ' on a river stone');
    await user.click(within(ideas).getByRole('button', { name: 'Anniversary' }));
    expect(description).toHaveValue('Couple Portrait on a river stone\nAnniversary');
    expect(screen.getByRole('list', { name: 'Ideas' })).toBeInTheDocument();
  });

  it('asks for the reference image and the fields before sending anything', async () => {
    const user = renderCustomArt();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText('Please upload a reference image')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(customArtMessages.phoneInvalid)).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    // The first thing to fix has the focus (decision 0081): here the image.
    expect(screen.getByLabelText('Select Image')).toHaveFocus();
  });

  it('takes the phone as typed, whole, and sends its ten digits (decision 0078)', async () => {
    const user = renderCustomArt();
    await user.upload(screen.getByLabelText('Select Image'), photo());
    await user.type(screen.getByLabelText('First Name'), 'K. S.');
    await user.type(screen.getByLabelText('Last Name'), 'D’Souza');
    await user.type(screen.getByLabelText('Email'), 'ksrao@example.in');
    const phone = screen.getByLabelText('Contact Number');
    await user.type(phone, '98765 43210');
    // Nothing is cut off: the eleventh character arrives too.
    expect(phone).toHaveValue('98765 43210');
    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    expect(phone).toHaveValue('+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const body = FakeXhr.last!.body as FormData;
    expect(body.get('phone')).toBe('9876543210');
    expect(body.get('firstName')).toBe('K. S.');
    expect(body.get('lastName')).toBe('D’Souza');
  });

  it('says what is wrong under the field it is about, and sends nothing', async () => {
    const user = renderCustomArt();
    await user.upload(screen.getByLabelText('Select Image'), photo());
    await fillFields(user);
    await user.type(screen.getByLabelText('Last Name'), '2');
    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), '12345 67890');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      nameAndPhoneMessages.nameCharacters,
    );
    expect(screen.getByLabelText('First Name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Contact Number')).toHaveAccessibleDescription(
      nameAndPhoneMessages.phoneInvalid,
    );
    expect(FakeXhr.last).toBeNull();
    // The first wrong field has the focus (decision 0081), not the button pressed.
    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveFocus());
  });

  it('refuses an image over 10 MB and a file that is not an image', async () => {
    const user = renderCustomArt();
    const input = screen.getByLabelText('Select Image');
    await user.upload(input, photo(10 * 1024 * 1024 + 1));
    expect(screen.getByText('Image size should not exceed 10MB')).toBeInTheDocument();
    expect(screen.getByText('Select Image')).toBeInTheDocument();

    await user.upload(input, photo(100, 'notes.txt', 'text/plain'));
    expect(
      screen.getByText('Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).'),
    ).toBeInTheDocument();
  });

  it('uploads with progress, confirms, and resets the form', async () => {
    const user = renderCustomArt();
    await user.upload(screen.getByLabelText('Select Image'), photo());
    expect(screen.getByRole('img', { name: /preview/i })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('Change Image')).toBeInTheDocument();
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/customArt');
    const body = xhr.body as FormData;
    expect(body.get('firstName')).toBe('Asha');
    expect(body.get('phone')).toBe('9876543210');
    expect((body.get('image') as File).name).toBe('wedding.jpg');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40%')).toBeInTheDocument();

    act(() => xhr.respond(201, { customArt: { id: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d' } }));
    // The page keeps the request's reference on screen (decision 0081), beside the spec's toast.
    const line = await screen.findByText(/^Your reference number is CA-1A2B3C4D\./);
    expect(line.closest('[role="status"]')).toHaveTextContent(/^Request received/);
    expect(
      await screen.findByText('Your stone art request has been submitted successfully!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.getByText('Select Image')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it("shows the server's message, or the generic one, when sending fails", async () => {
    const user = renderCustomArt();
    await user.upload(screen.getByLabelText('Select Image'), photo());
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    act(() =>
      FakeXhr.last!.respond(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
      }),
    );
    expect(
      await screen.findByText(
        'Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
      ),
    ).toBeInTheDocument();
    // The form keeps what was typed so the visitor can fix it.
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    act(() => FakeXhr.last!.respond(502, '<html>Bad gateway</html>'));
    expect(
      await screen.findByText('There was a problem submitting your request. Please try again.'),
    ).toBeInTheDocument();
  });
});
