/**
 * The header's and the phone menu's search field (decision 0107): the few words the shopper shell
 * carries, in a module of their own so the shell does not take the search page's words with them.
 */
export const searchFieldUi = {
  label: 'Search the shop',
  placeholder: 'Search paintings, stone art, artists',
  submit: 'Search',
} as const;
