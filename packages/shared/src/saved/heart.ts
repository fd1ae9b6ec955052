/**
 * The heart's words alone (decision 0122): every card and product page carries them, so they are a
 * module of their own and the rest of the saved pieces' words stay off the shopper's start
 * (decision 0112).
 */
export const heartMessages = {
  save: (title: string) => `Save ${title}`,
  saved: 'Saved. You will find it in My Account > Saved.',
  removed: 'Removed from your saved pieces.',
  failed: 'Could not change your saved pieces. Please try again.',
  signIn: 'Please log in to save this piece.',
} as const;
