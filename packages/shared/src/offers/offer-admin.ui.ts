import type { Availability, OfferStatus } from './offer.schema';

/**
 * The back-office's words around offers and one-of-a-kind paintings (decision 0052) and
 * commissions (decision 0053): Back-office › Offers, the 'Make offer' modal, the product
 * dashboard's availability and Hide/Show, and the custom art modal's stage and progress photos.
 * The server's answers stay in `offerMessages` and `commissionMessages`.
 */
export const offerAdminUi = {
  // Back-office › Offers.
  title: 'Offers',
  searchPlaceholder: 'Search offers...',
  loading: 'Loading offers...',
  loadFailed: 'Failed to load offers.',
  empty: 'No offers found matching your criteria.',
  statusFilter: 'Filter by status',
  allFilter: 'All',
  /** The list's noun in 'Showing N of M offers'. */
  noun: 'offers',
  customArtKind: 'Custom art',
  /** A quote's piece, before the request's first words. */
  customArtTitle: 'Custom stone art',
  paintingKind: 'Painting',
  /** `{time}` what is left, e.g. '2d 4h'. */
  expiresIn: 'Expires in {time}',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw offer',
  /** `{title}` the piece, `{customer}` the customer's name. */
  withdrawConfirm:
    'Withdraw the offer for {title} to {customer}? They will no longer be able to accept it.',
  withdrawing: 'Withdrawing...',
  withdrawFailed: 'Failed to withdraw the offer:',
  status: {
    open: 'Open',
    accepted: 'Accepted',
    paid: 'Paid',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  } satisfies Record<OfferStatus, string>,
  // The 'Make offer' modal.
  makeOffer: 'Make offer',
  /** `{title}` the piece, `{customer}` the customer. */
  makeOfferFor: '{title} for {customer}',
  makeOfferTitle: 'Make offer',
  priceLabel: 'Price (₹)',
  deliveryLabel: 'Delivery fee (₹)',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'e.g. Framed, ready to ship within a week',
  validHoursLabel: 'Valid for (hours)',
  sendOffer: 'Send offer',
  sending: 'Sending...',
  sendFailed: 'Failed to send the offer. Please try again.',
  // Product dashboard.
  availability: {
    available: 'Available',
    reserved: 'Reserved',
    sold: 'Sold',
  } satisfies Record<Availability, string>,
  hiddenBadge: 'Hidden',
  hide: 'Hide',
  show: 'Show',
  hiddenDone: 'Product hidden from the shop',
  shownDone: 'Product shown in the shop',
  hideFailed: 'Failed to change the product’s visibility:',
  // Custom art modal: the commission.
  stageHeading: 'Commission',
  stageLine: 'Stages',
  stageDone: 'done',
  stageCurrent: 'current stage',
  setStage: 'Set stage',
  stageNotPaid: 'The stage can be set once the customer has paid the quote.',
  stageFailed: 'Failed to update the stage:',
  photosHeading: 'Progress photos',
  photoLabel: 'Photo',
  captionLabel: 'Caption (optional)',
  uploadPhoto: 'Upload photo',
  uploading: 'Uploading...',
  uploadFailed: 'Failed to upload the photo:',
  noPhotos: 'No progress photos yet.',
  photosLoadFailed: 'Failed to load the progress photos.',
  /** `{caption}` or the date: the photo's name for screen readers. */
  photoAlt: 'Progress photo: {caption}',
  /** `{caption}`: the delete button's name. */
  deletePhoto: 'Delete photo {caption}',
  deletePhotoTitle: 'Delete photo',
  deletePhotoConfirm: 'Delete this progress photo? The customer will no longer see it.',
  deletePhotoFailed: 'Failed to delete the photo:',
  untitledPhoto: 'without caption',
} as const;
