import type { Kysely } from 'kysely';

/** Users, workspaces, datasets and every kind of dataset setting. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workspaces_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('workspaces_users_workspace_user_unique', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspaces_users_user_idx').on('workspaces_users').column('user_id').execute();

  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('guidelines', 'text')
    .addColumn('allow_extra_metadata', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('distribution', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('restrict'))
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('datasets_workspace_name_unique', ['workspace_id', 'name'])
    .execute();

  for (const table of ['fields', 'questions'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull());
    if (table === 'questions') builder = builder.addColumn('description', 'text');
    await builder
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint(`${table}_dataset_name_unique`, ['dataset_id', 'name'])
      .execute();
  }

  await db.schema
    .createTable('metadata_properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('allowed_roles', 'text', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('metadata_properties_dataset_name_unique', ['dataset_id', 'name'])
    .execute();

  await db.schema
    .createTable('vectors_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vectors_settings_dataset_name_unique', ['dataset_id', 'name'])
    .execute();

}
