/**
 * The command-line tool's commands: manage users without the web app, and back up and restore the database,
 * on the same database as the server (GLOSS_DATA_DIR or GLOSS_DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { Password, Role, Username } from '@gloss/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { takeBackup } from '../db/backup/backup.js';
import { BackupRefused, type RefusalKind } from '../db/backup/refusals.js';
import { restoreBackup } from '../db/backup/restore.js';
import { migrateToLatest } from '../db/migrate.js';
import { wireEffects } from '../effects.js';
import { VECTOR_INDEX_FOLDER } from '../features/search/vector-index-snapshots.js';
import { AUTH_SECRET_FILE, generatePassword } from '../features/users/secrets.js';
import { listUsers } from '../features/users/repository.js';
import { registerAccount, resetPassword } from '../features/users/service.js';
import { ensureWorkspace } from '../features/workspaces/service.js';

const USAGE = `Usage: npm run gloss -- <command> [options]

Commands:
  backup --to FILE     a consistent copy of the database, taken while the server runs
  restore FILE         a backup loaded into an empty data directory or database (stop the server first)
  users list
  users create --username NAME [--password PASSWORD] [--role owner|admin|annotator]
               [--first-name NAME] [--last-name NAME] [--api-key KEY] [--workspace NAME ...]
  users reset-password --username NAME [--password PASSWORD]

A password left out is generated and printed once. Workspaces named with --workspace are created when missing.`;

/** A command that cannot run as given; `exitCode` is the tool's (2 unless a refusal says otherwise). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** The exit code of each refusal of a backup or restore, so a script can tell them apart (README). */
export const REFUSAL_EXIT_CODES: Record<RefusalKind, number> = { usage: 2, 'target-not-empty': 3, 'unusable-backup': 4 };

function valid<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T; error?: { issues: { message: string }[] } } }, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`Invalid ${what}: ${result.error?.issues.map((issue) => issue.message).join('; ')}`);
  return result.data as T;
}

export async function runCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'annotator' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'api-key': { type: 'string' },
      workspace: { type: 'string', multiple: true },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [group, command] = positionals;
  if (values.help) throw new UsageError(USAGE);
  if (group === 'backup' || group === 'restore') return backupCommand(group, positionals.slice(1), values.to, env);
  if (group !== 'users' || !command) throw new UsageError(USAGE);

  wireEffects();
  const database = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(database.db);
    const { db } = database;
    if (command === 'list') {
      const users = await listUsers(db);
      return users.map((user) => `${user.username}\t${user.role}\t${user.id}`).join('\n') || 'No users yet.';
    }
    if (!values.username) throw new UsageError(`--username is required\n\n${USAGE}`);
    const generated = values.password === undefined;
    const password = valid<string>(Password, values.password ?? generatePassword(), 'password');
    if (command === 'create') {
      const username = valid<string>(Username, values.username, 'username');
      const role = valid<'owner' | 'admin' | 'annotator'>(Role, values.role, 'role');
      for (const name of values.workspace ?? []) await ensureWorkspace(db, name);
      const user = await registerAccount(db, {
        username,
        first_name: values['first-name'] ?? username,
        last_name: values['last-name'] ?? null,
        role,
        password,
        apiKey: values['api-key'] ?? null,
        workspaces: values.workspace ?? [],
      });
      return [
        `Created ${user.role} "${user.username}" (${user.id}).`,
        generated ? `Password: ${password}` : null,
        `API key: ${user.api_key}`,
      ].filter(Boolean).join('\n');
    }
    if (command === 'reset-password') {
      const user = await resetPassword(db, values.username, password);
      return `Password of "${user.username}" reset.${generated ? `\nNew password: ${password}` : ''}`;
    }
    throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
  } finally {
    await database.close();
  }
}

/** Neither opens nor migrates the database first: a backup copies it as it is, a restore needs it empty. */
async function backupCommand(group: 'backup' | 'restore', rest: string[], to: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig(env);
  const place = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, dataFiles: [AUTH_SECRET_FILE], caches: [VECTOR_INDEX_FOLDER] };
  try {
    if (group === 'backup') {
      if (!to || rest.length > 0) throw new UsageError(`backup takes --to FILE and nothing else\n\n${USAGE}`);
      return await takeBackup(place, to);
    }
    if (rest.length !== 1 || to !== undefined) throw new UsageError(`restore takes the backup file and nothing else\n\n${USAGE}`);
    return await restoreBackup(place, rest[0]);
  } catch (error) {
    if (error instanceof BackupRefused) throw new UsageError(error.message, REFUSAL_EXIT_CODES[error.kind]);
    throw error;
  }
}
