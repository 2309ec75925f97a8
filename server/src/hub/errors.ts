/**
 * Why a call to the Hugging Face Hub (or its dataset viewer) failed, in terms a person can act on:
 * - `not_found`: no such dataset, subset, split or repo, or one the token may not see;
 * - `unauthorized`: no token, or one the Hub refused, for a dataset or a write that needs one;
 * - `not_ready`: the dataset viewer is still converting or reading the dataset;
 * - `unavailable`: the Hub did not answer, even after the retries;
 * - `refused`: the Hub answered that it will not do it (a name it refuses, a dataset it cannot read);
 * - `too_large`: an answer too big to be what was asked for.
 */
export type HubErrorKind = 'not_found' | 'unauthorized' | 'not_ready' | 'unavailable' | 'refused' | 'too_large';

/** A failure a person can act on. Its message may name a URL (without query secrets), never the token. */
export class HubError extends Error {
  constructor(
    readonly kind: HubErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'HubError';
  }
}
