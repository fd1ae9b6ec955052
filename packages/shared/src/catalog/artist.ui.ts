/** The shopper's words of the artists' pages (decision 0108), without Zod for the page's chunk. */
export const artistUi = {
  byArtist: 'By',
  worksHeading: (name: string) => `Works by ${name}`,
  noWorks: 'No works to show yet.',
  sold: 'Sold',
  fromCity: (city: string) => `From ${city}`,
} as const;

/** The back-office's words for the artists' profiles (decision 0108). */
export const artistAdminUi = {
  title: 'Artists',
  add: 'Add artist',
  edit: (name: string) => `Edit ${name}`,
  nameLabel: 'Name',
  slugLabel: 'Address name (after /artists/)',
  slugHint: 'Leave empty to make it from the name.',
  cityLabel: 'City',
  bioLabel: 'Short bio',
  save: 'Save',
  saving: 'Saving...',
  loading: 'Loading artists...',
  loadFailed: 'Could not load the artists.',
  empty: 'No artists yet. Products whose artist is the same name join a profile when it is added.',
  saveFailed: 'Could not save the artist.',
  photoLabel: (name: string) => `Photo of ${name}`,
  photoSaved: 'Photo saved',
  photoFailed: 'Could not save the photo.',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete artist',
  deleteConfirm: (name: string) =>
    `Delete the profile of ${name}? The products keep the name, without a link to a page.`,
  deleteFailed: 'Could not delete the artist.',
  works: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  viewPage: 'View page',
} as const;
