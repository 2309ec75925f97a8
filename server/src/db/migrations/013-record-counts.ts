import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Each dataset's records counted by status, kept by the database itself on every insert, delete and status
 * change of a record, whatever the write (triggers). Counting them on each read walked the status index:
 * at a million records about 100 ms for every annotator's first queue load and every records listing.
 *
 * - SQLite writes one transaction at a time, so a row per dataset and status is updated in place.
 * - PostgreSQL writes many at once, and a row updated in place would hold every other writer of the dataset
 *   (an import's batch, an annotator's submit) until its transaction ends. So each statement instead adds
 *   rows of its differences (one per dataset and status it changed, from its transition tables), which
 *   take no lock any other writer waits for; a count is their sum. The statement that finds more than 64
 *   rows for a dataset folds the ones no transaction holds into one per status (`SKIP LOCKED`: two folds
 *   never wait for each other, and readers see the rows before or after a fold, whose sums are equal).
 *
 * Records deleted with their dataset leave nothing behind: the rows go with the dataset, and the records'
 * deletion adds none for a dataset that is gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await upPostgres(db);
  } else {
    await upSqlite(db);
  }
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE record_counts (
    dataset_id text NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    status text NOT NULL,
    records integer NOT NULL,
    PRIMARY KEY (dataset_id, status)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE TRIGGER record_counts_after_insert AFTER INSERT ON records BEGIN
    INSERT INTO record_counts (dataset_id, status, records) VALUES (new.dataset_id, new.status, 1)
      ON CONFLICT (dataset_id, status) DO UPDATE SET records = records + 1;
  END`.execute(db);
  await sql`CREATE TRIGGER record_counts_after_delete AFTER DELETE ON records BEGIN
    UPDATE record_counts SET records = records - 1 WHERE dataset_id = old.dataset_id AND status = old.status;
  END`.execute(db);
  await sql`CREATE TRIGGER record_counts_after_update AFTER UPDATE OF status, dataset_id ON records
    WHEN old.status IS NOT new.status OR old.dataset_id IS NOT new.dataset_id BEGIN
    UPDATE record_counts SET records = records - 1 WHERE dataset_id = old.dataset_id AND status = old.status;
    INSERT INTO record_counts (dataset_id, status, records) VALUES (new.dataset_id, new.status, 1)
      ON CONFLICT (dataset_id, status) DO UPDATE SET records = records + 1;
  END`.execute(db);
  await sql`INSERT INTO record_counts (dataset_id, status, records)
    SELECT dataset_id, status, count(*) FROM records GROUP BY dataset_id, status`.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE record_counts (
    dataset_id text NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    status text NOT NULL,
    records bigint NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX record_counts_dataset_status_idx ON record_counts (dataset_id, status)`.execute(db);
  // Adds a statement's differences, then folds a dataset's rows once they are many.
  await sql`CREATE FUNCTION record_counts_add(differences jsonb) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      dataset text;
    BEGIN
      INSERT INTO record_counts (dataset_id, status, records)
        SELECT d.dataset_id, d.status, d.records
        FROM jsonb_to_recordset(differences) AS d (dataset_id text, status text, records bigint)
        WHERE d.records <> 0 AND EXISTS (SELECT 1 FROM datasets WHERE datasets.id = d.dataset_id);
      FOR dataset IN SELECT DISTINCT d.dataset_id FROM jsonb_to_recordset(differences) AS d (dataset_id text) LOOP
        IF (SELECT count(*) FROM (SELECT 1 FROM record_counts WHERE dataset_id = dataset LIMIT 65) listed) > 64 THEN
          WITH folded AS (
            DELETE FROM record_counts WHERE ctid IN (
              SELECT ctid FROM record_counts WHERE dataset_id = dataset FOR UPDATE SKIP LOCKED
            ) RETURNING status, records
          )
          INSERT INTO record_counts (dataset_id, status, records)
            SELECT dataset, status, sum(records) FROM folded GROUP BY status;
        END IF;
      END LOOP;
    END $$`.execute(db);
  await sql`CREATE FUNCTION record_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM record_counts_add((SELECT coalesce(jsonb_agg(d), '[]') FROM (
        SELECT dataset_id, status, count(*) AS records FROM inserted GROUP BY dataset_id, status
      ) d));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION record_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM record_counts_add((SELECT coalesce(jsonb_agg(d), '[]') FROM (
        SELECT dataset_id, status, -count(*) AS records FROM deleted GROUP BY dataset_id, status
      ) d));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION record_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM record_counts_add((SELECT coalesce(jsonb_agg(d), '[]') FROM (
        SELECT dataset_id, status, sum(difference) AS records FROM (
          SELECT dataset_id, status, -1 AS difference FROM before_update
          UNION ALL
          SELECT dataset_id, status, 1 AS difference FROM after_update
        ) changes GROUP BY dataset_id, status HAVING sum(difference) <> 0
      ) d));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER record_counts_after_insert AFTER INSERT ON records
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION record_counts_after_insert()`.execute(db);
  await sql`CREATE TRIGGER record_counts_after_delete AFTER DELETE ON records
    REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION record_counts_after_delete()`.execute(db);
  await sql`CREATE TRIGGER record_counts_after_update AFTER UPDATE ON records
    REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update FOR EACH STATEMENT EXECUTE FUNCTION record_counts_after_update()`.execute(db);
  await sql`INSERT INTO record_counts (dataset_id, status, records)
    SELECT dataset_id, status, count(*) FROM records GROUP BY dataset_id, status`.execute(db);
}
