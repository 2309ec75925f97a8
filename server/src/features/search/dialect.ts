import type { Db } from '../../db/types.js';
import { isPostgres } from '../../db/dialect.js';
import { postgresDialect } from './dialect-postgres.js';
import type { SearchDialect } from './search-dialect.js';
import { sqliteDialect } from './dialect-sqlite.js';

export type { RankedHit, RecordText, SearchDialect, TextMatch } from './search-dialect.js';

export function searchDialectOf(db: Db): SearchDialect {
  return isPostgres(db) ? postgresDialect : sqliteDialect;
}
