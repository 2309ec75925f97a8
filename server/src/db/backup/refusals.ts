/**
 * Why a backup or a restore would not run, said for the person at the shell. The command-line tool turns
 * each kind into its exit code, so a script can tell a full target from a bad file.
 */
export type RefusalKind =
  /** The command as given cannot run (the backup's name is taken, no database to back up). */
  | 'usage'
  /** The restore's target already holds data. */
  | 'target-not-empty'
  /** The file is not a whole Gloss backup this Gloss can restore here. */
  | 'unusable-backup';

export class BackupRefused extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}
