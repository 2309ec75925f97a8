import { MIGRATION_NAMES, type MigrationName } from '../migrate.js';
import { BackupRefused } from './refusals.js';

/**
 * The migration a backup's schema stands at, checked against those this Gloss knows: the same or an older
 * level restores (and is then migrated to the latest); a level this Gloss has never heard of is a newer
 * Gloss's, whose tables it cannot promise to read.
 */
export function levelOf(migrations: readonly string[]): MigrationName {
  const unknown = migrations.filter((name) => !(MIGRATION_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      'unusable-backup',
      `This backup was taken by a newer Gloss: its database had run migration ${unknown.join(', ')}, which this Gloss does not know. Restore it with that Gloss or a newer one.`,
    );
  }
  const expected = MIGRATION_NAMES.slice(0, migrations.length);
  if (migrations.length === 0 || migrations.some((name, index) => name !== expected[index])) {
    throw new BackupRefused('unusable-backup', 'This backup is damaged: the migrations it lists are not a history this Gloss knows.');
  }
  return migrations[migrations.length - 1] as MigrationName;
}
