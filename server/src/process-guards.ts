import type { EventEmitter } from 'node:events';

interface ErrorLogger {
  error(details: { err: unknown }, message: string): void;
}

/**
 * Keeps the server up when a promise is rejected with nobody awaiting it. Node's default is to end the
 * process, which would let one bad request take every user offline; instead the rejection is logged
 * with its stack, so the defect behind it can be found and fixed, and the server goes on answering.
 */
export function keepServingOnUnhandledRejections(processEvents: EventEmitter, logger: ErrorLogger): void {
  processEvents.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, 'A promise was rejected with nobody awaiting it; the server goes on');
  });
}
