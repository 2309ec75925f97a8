import { Unprocessable } from '../domain/errors.js';
import { countText } from './limits.js';

/**
 * A problem with a source as a whole (empty, not UTF-8, not a format Gloss reads, too many columns...): its
 * message is shown to the person who uploaded it, so it says what is wrong and, when it can, what to do.
 */
export class SourceError extends Unprocessable {
  static empty(): SourceError {
    return new SourceError('The file is empty');
  }

  static tooManyColumns(count: number, limit: number): SourceError {
    return new SourceError(`The file has ${countText(count)} columns; Gloss imports at most ${countText(limit)}`);
  }

  static notUtf8(detail: string): SourceError {
    return new SourceError(
      `The file is not UTF-8 (${detail}): save it as UTF-8 (a spreadsheet's "CSV UTF-8", an editor's "UTF-8" encoding) and upload it again`,
    );
  }
}
