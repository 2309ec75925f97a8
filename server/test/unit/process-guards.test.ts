import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { keepServingOnUnhandledRejections } from '../../src/process-guards.js';

describe('a promise rejected with nobody awaiting it', () => {
  it('is logged with its error, and nothing is thrown', () => {
    const processEvents = new EventEmitter();
    const logged: { details: { err: unknown }; message: string }[] = [];
    keepServingOnUnhandledRejections(processEvents, { error: (details, message) => logged.push({ details, message }) });
    const cause = new Error('no such table: records_fts_x');
    expect(() => processEvents.emit('unhandledRejection', cause, Promise.resolve())).not.toThrow();
    expect(logged).toEqual([{ details: { err: cause }, message: 'A promise was rejected with nobody awaiting it; the server goes on' }]);
  });

});
