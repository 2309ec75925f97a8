// The normal form lives in the contract, so the web app highlights exactly the words the server matched.
export { normalizeForSearch } from '@gloss/contract';
