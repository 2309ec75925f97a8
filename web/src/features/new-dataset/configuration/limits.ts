/**
 * The contract's limits the page checks before sending (see `@gloss/contract`'s schemas: datasets, questions,
 * vectors). Repeated here as numbers because the schemas would bring zod into the app's bundle.
 */
export const DATASET_NAME_MAX = 200;
export const GUIDELINES_MAX = 10_000;
export const MIN_SUBMITTED_MAX = 1000;
/** An option's value; its text may be longer, but the page sends the same words as both. */
export const OPTION_VALUE_MAX = 200;
