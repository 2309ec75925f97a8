import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';
import { listDatasets } from '../datasets/repository.js';
import { loadDatasetSchema } from '../records/dataset-schema.js';
import { countFields } from '../fields/repository.js';
import { holdsMetadataTerms, sqliteDialect, textTableDefinitionOf } from './dialect-sqlite.js';
import { writeTextRowsFromContents } from './record-index.js';

/**
 * SQLite text indexes written before they held terms metadata as words (dialect-sqlite.ts) are built again in
 * the new layout from the records' contents, before the server takes requests: each dataset in one transaction,
 * so a crash leaves it as it was, to be built on the next start. Answers the datasets rebuilt.
 */
export async function upgradeTextIndexes(db: Db, log: (message: string) => void = () => {}): Promise<string[]> {
  if (isPostgres(db)) return [];
  const upgraded: string[] = [];
  for (const dataset of await listDatasets(db, { status: 'ready' })) {
    const definition = await textTableDefinitionOf(db, dataset.id);
    if (definition === null || holdsMetadataTerms(definition)) continue;
    const started = Date.now();
    const records = await db.transaction().execute(async (trx) => {
      await sqliteDialect.dropTextIndex(trx, dataset.id);
      await sqliteDialect.createTextIndex(trx, dataset.id, await countFields(trx, dataset.id));
      return writeTextRowsFromContents(trx, { dataset, schema: await loadDatasetSchema(trx, dataset.id) }, { replace: false });
    });
    log(`The text index of dataset ${dataset.name} (${dataset.id}) was built again with its terms metadata: ${records} records in ${Date.now() - started} ms`);
    upgraded.push(dataset.id);
  }
  return upgraded;
}
