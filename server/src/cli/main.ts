/** `npm run gloss -- users list|create|reset-password`, `backup --to FILE`, `restore FILE`: see commands.ts. */
import { DomainError } from '../domain/errors.js';
import { MigrationError } from '../db/migrate.js';
import { UsageError, runCommand } from './commands.js';

runCommand(process.argv.slice(2)).then(
  (output) => process.stdout.write(`${output}\n`),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof DomainError || error instanceof MigrationError;
    process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(error instanceof UsageError ? error.exitCode : 1);
  },
);
