import type { Insertable, Selectable, Updateable } from 'kysely';
import { isUniqueViolation } from './errors.js';
import type { Database } from './schema.js';
import type { Db } from './types.js';

/** The tables of a dataset's settings: each row has an id, a name unique per dataset, and timestamps. */
export type SettingsTable = 'fields' | 'questions' | 'metadata_properties' | 'vectors_settings';

/**
 * The plain reads and writes every kind of dataset setting needs, so fields, questions, metadata properties
 * and vectors settings share one implementation and differ only in their own rules.
 */
export function datasetSettingsRepository<T extends SettingsTable>(table: T) {
  type Row = Selectable<Database[T]>;
  const from = table as SettingsTable;

  async function findById(db: Db, id: string): Promise<Row | undefined> {
    return (await db.selectFrom(from).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  }

  const repository = {
    findById,

    async findByName(db: Db, datasetId: string, name: string): Promise<Row | undefined> {
      return (await db
        .selectFrom(from)
        .selectAll()
        .where('dataset_id', '=', datasetId)
        .where('name', '=', name)
        .executeTakeFirst()) as Row | undefined;
    },

    async listByDataset(db: Db, datasetId: string): Promise<Row[]> {
      return (await db
        .selectFrom(from)
        .selectAll()
        .where('dataset_id', '=', datasetId)
        .orderBy('inserted_at')
        .orderBy('id')
        .execute()) as Row[];
    },

    /**
     * A check for a write planned before its transaction (db/write-plan.ts): each setting of the dataset and
     * when it last changed (every change sets `updated_at`), never its settings' text (megabytes for a
     * question with 50,000 labels) nor a vectors settings' counters, which every write of vectors moves.
     */
    stampQuery(db: Db, datasetId: string) {
      return db.selectFrom(from).select(['id', 'updated_at']).where('dataset_id', '=', datasetId).orderBy('id');
    },

    async countByDataset(db: Db, datasetId: string): Promise<number> {
      const row = await db
        .selectFrom(from)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('dataset_id', '=', datasetId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(db: Db, row: Insertable<Database[T]>): Promise<Row> {
      await db.insertInto(from).values(row as never).execute();
      return (await findById(db, (row as unknown as { id: string }).id))!;
    },

    /**
     * Inserts a setting whose name must be new in its dataset; `nameTaken` is thrown when it is not, also
     * when a concurrent insert wins the race to the unique index.
     */
    async insertNamed(db: Db, row: Insertable<Database[T]>, nameTaken: () => Error): Promise<Row> {
      const { dataset_id: datasetId, name } = row as unknown as { dataset_id: string; name: string };
      if (await repository.findByName(db, datasetId, name)) throw nameTaken();
      return repository.insert(db, row).catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    },

    async update(db: Db, id: string, changes: Updateable<Database[T]>): Promise<Row> {
      await db.updateTable(from).set(changes as never).where('id', '=', id).execute();
      return (await findById(db, id))!;
    },

    async delete(db: Db, id: string): Promise<void> {
      await db.deleteFrom(from).where('id', '=', id).execute();
    },
  };
  return repository;
}
