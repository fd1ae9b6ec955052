// Its own module: the product page checks PIN codes without the list of states the address book
// carries (docs/benchmarks.md, the front end's JavaScript).

/**
 * India's PIN codes are six digits, the first naming a postal region from 1 to 9: none starts
 * with 0 (decision 0084).
 */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
