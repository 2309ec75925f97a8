import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Both engines store the same columns: timestamps as naive ISO text (sortable,
 * and exactly what the wire wants), JSON documents as text, booleans as 0/1 written and read through
 * `toDbBoolean`/`fromDbBoolean` (SQLite has no boolean type).
 */
export type DbBoolean = number | boolean;

export interface UsersTable {
  id: string;
  first_name: string;
  last_name: string | null;
  username: string;
  role: 'owner' | 'admin' | 'annotator';
  api_key: string;
  password_hash: string;
  /**
   * Random, signed into bearer tokens and download links: drawn anew when the account's sessions end, and
   * never the same for an account created again with a deleted account's id.
   */
  security_stamp: string;
  /** The sign-in provider the account is linked to, and its stable id of the person there. */
  oauth_provider: string | null;
  oauth_subject: string | null;
  /** The last successful sign-in (password or provider); null before the first one. */
  last_signed_in_at: string | null;
  inserted_at: string;
  updated_at: string;
}

/** Ids of deleted accounts: a new account may not take one (see migration 011). */
export interface RetiredUserIdsTable {
  id: string;
  retired_at: string;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  inserted_at: string;
  updated_at: string;
}

export interface WorkspacesUsersTable {
  id: string;
  workspace_id: string;
  user_id: string;
  inserted_at: string;
  updated_at: string;
}

export interface DatasetsTable {
  id: string;
  name: string;
  guidelines: string | null;
  allow_extra_metadata: DbBoolean;
  status: 'draft' | 'ready';
  distribution: string;
  metadata: string | null;
  workspace_id: string;
  last_activity_at: string;
  inserted_at: string;
  updated_at: string;
}

export interface FieldsTable {
  id: string;
  name: string;
  title: string;
  required: DbBoolean;
  settings: string;
  dataset_id: string;
  inserted_at: string;
  updated_at: string;
}

export interface QuestionsTable {
  id: string;
  name: string;
  title: string;
  description: string | null;
  required: DbBoolean;
  settings: string;
  dataset_id: string;
  inserted_at: string;
  updated_at: string;
}

export interface MetadataPropertiesTable {
  id: string;
  name: string;
  title: string;
  settings: string;
  allowed_roles: string;
  dataset_id: string;
  inserted_at: string;
  updated_at: string;
}

export interface VectorsSettingsTable {
  id: string;
  name: string;
  title: string;
  dimensions: number;
  dataset_id: string;
  inserted_at: string;
  updated_at: string;
  vectors_version: Generated<number | string>;
  vectors_generation: Generated<number | string>;
}

export interface RecordsTable {
  seq: Generated<number | string>;
  id: string;
  dataset_id: string;
  external_id: string | null;
  status: 'pending' | 'completed';
  shuffle: number;
  inserted_at: string;
  updated_at: string;
}

/** A dataset's records by status, kept by triggers (migration 013); on PostgreSQL several rows to sum per status. */
export interface RecordCountsTable {
  dataset_id: string;
  status: 'pending' | 'completed';
  records: number | string;
}

export interface RecordContentsTable {
  record_seq: number | string;
  fields: string;
  metadata: string | null;
}

export interface ResponsesTable {
  id: string;
  record_id: string;
  user_id: string;
  dataset_id: string;
  status: 'submitted' | 'discarded' | 'draft';
  values: string | null;
  inserted_at: string;
  updated_at: string;
}

export interface SuggestionsTable {
  id: string;
  record_id: string;
  question_id: string;
  dataset_id: string;
  value: string;
  score: string | null;
  agent: string | null;
  type: 'model' | 'human' | null;
  inserted_at: string;
  updated_at: string;
  /** The record's sequence number, and the keys sorts read along an index (migration 004). */
  record_seq: number | string | null;
  score_key: number | null;
  value_num: number | null;
  value_text: string | null;
}

export interface RecordVectorsTable {
  record_id: string;
  vector_settings_id: string;
  value: Buffer;
  version: number | string;
}

export interface RecordMetadataTable {
  record_seq: number | string;
  dataset_id: string;
  name: string;
  num: number | null;
  term: string | null;
}

/** PostgreSQL only: full-text vectors of a record, for all fields (field '') and per field. */
export interface RecordTextsTable {
  record_seq: number | string;
  dataset_id: string;
  field: string;
  tsv: unknown;
}

/** A webhook (Argilla 2.x's): `events` is a JSON array of event names, `secret` the signing key in base64. */
export interface WebhooksTable {
  id: string;
  url: string;
  secret: string;
  events: string;
  enabled: DbBoolean;
  description: string | null;
  inserted_at: string;
  updated_at: string;
  /** While an instance sends one of its deliveries: until when it holds the webhook, and its claim. */
  lease_until: string | null;
  lease_token: string | null;
}

/** The outbox: one row per event, written in the transaction of the change it tells about (migration 007). */
export interface WebhookEventsTable {
  seq: Generated<number | string>;
  type: string;
  /** The payload's `timestamp`, naive UTC. */
  occurred_at: string;
  /** The event's `data` as JSON, less the dataset settings kept in its snapshot. */
  data: string;
  snapshot_id: string | null;
}

/** A dataset's settings (workspace, fields, questions, properties, vectors) as events nest them, stored once per version. */
export interface WebhookSnapshotsTable {
  id: string;
  data: string;
  inserted_at: string;
}

/** One event to one webhook: the worker's queue and the owner's delivery log. */
export interface WebhookDeliveriesTable {
  seq: Generated<number | string>;
  id: string;
  webhook_id: string;
  event_seq: number | string;
  event: string;
  message_id: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** Retries run for the configured hours from here: the event, or the last redelivery. */
  retry_from: string;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  last_attempt_at: string | null;
  inserted_at: string;
}

/** A record assigned to an annotator (migration 009); a dataset with any is an assigned dataset. */
export interface RecordAssignmentsTable {
  record_id: string;
  user_id: string;
  dataset_id: string;
  inserted_at: string;
}

/** An annotator marked as a reviewer of one dataset. */
export interface DatasetReviewersTable {
  dataset_id: string;
  user_id: string;
  inserted_at: string;
}

/** A record's final answer (`values` as a response's JSON), once per record. */
export interface RecordReviewsTable {
  record_id: string;
  dataset_id: string;
  values: string;
  validated_by: string | null;
  validated_at: string;
  inserted_at: string;
  updated_at: string;
}

/** A question whose submitted answers differ on a record. */
export interface RecordDisagreementsTable {
  record_id: string;
  question_id: string;
  dataset_id: string;
}

export interface RecordCommentsTable {
  id: string;
  record_id: string;
  dataset_id: string;
  user_id: string | null;
  body: string;
  inserted_at: string;
  updated_at: string;
}

/** A record's "needs review" flag. */
export interface RecordFlagsTable {
  record_id: string;
  dataset_id: string;
  raised_by: string | null;
  raised_at: string;
}

/** A background job: an import or an export (migration 012). */
export interface JobsTable {
  id: string;
  kind: string;
  dataset_id: string;
  created_by: string;
  status: string;
  /** JSON: what the job does (its source and mapping, or its target), without any token. */
  params: string;
  /** The Hub token given with the job, erased when the job ends. */
  secret: string | null;
  rows_read: number;
  rows_written: number;
  rows_refused: number;
  rows_total: number | null;
  /** JSON: the first refused rows, `[{row, reason}]`. */
  refused_rows: string;
  /** JSON: where the job stands after its last committed batch. */
  checkpoint: string | null;
  error: string | null;
  url: string | null;
  cancel_requested: DbBoolean;
  lease_token: string | null;
  lease_until: string | null;
  run_started_at: string | null;
  run_started_rows: number;
  inserted_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface JobRefusedRowsTable {
  job_id: string;
  row: number;
  reason: string;
}

/** A file uploaded for an import; its bytes are in the data directory's `uploads/` under its id. */
export interface UploadsTable {
  id: string;
  created_by: string;
  filename: string;
  format: string;
  size: number | string;
  inserted_at: string;
}

/** A Hugging Face sign-in's access token, for that person's Hub imports (migration 012). */
export interface HubSignInTokensTable {
  user_id: string;
  token: string;
  expires_at: string | null;
  updated_at: string;
}

/** One count of failed sign-ins (migration 015); times in milliseconds of the server's clock. */
export interface SignInFailuresTable {
  scope: string;
  key: string;
  count: number;
  last_at: number | string;
  blocked_until: number | string;
}

/** A one-time download link already used, until it expires (migration 015). */
export interface RedeemedExportTicketsTable {
  ticket_id: string;
  expires_at: number | string;
}

/** A dataset's agreement report, as computed on `basis` (migration 015). */
export interface AgreementReportsTable {
  dataset_id: string;
  basis: string;
  report: string;
  computed_at: string;
}

export interface Database {
  users: UsersTable;
  retired_user_ids: RetiredUserIdsTable;
  workspaces: WorkspacesTable;
  workspaces_users: WorkspacesUsersTable;
  datasets: DatasetsTable;
  fields: FieldsTable;
  questions: QuestionsTable;
  metadata_properties: MetadataPropertiesTable;
  vectors_settings: VectorsSettingsTable;
  records: RecordsTable;
  record_contents: RecordContentsTable;
  record_counts: RecordCountsTable;
  responses: ResponsesTable;
  suggestions: SuggestionsTable;
  record_vectors: RecordVectorsTable;
  record_metadata: RecordMetadataTable;
  record_texts: RecordTextsTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_snapshots: WebhookSnapshotsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  record_assignments: RecordAssignmentsTable;
  dataset_reviewers: DatasetReviewersTable;
  record_reviews: RecordReviewsTable;
  record_disagreements: RecordDisagreementsTable;
  record_comments: RecordCommentsTable;
  record_flags: RecordFlagsTable;
  jobs: JobsTable;
  job_refused_rows: JobRefusedRowsTable;
  uploads: UploadsTable;
  hub_sign_in_tokens: HubSignInTokensTable;
  sign_in_failures: SignInFailuresTable;
  redeemed_export_tickets: RedeemedExportTicketsTable;
  agreement_reports: AgreementReportsTable;
}

export function toDbBoolean(value: boolean): number {
  return value ? 1 : 0;
}

export function fromDbBoolean(value: DbBoolean): boolean {
  return value === true || value === 1;
}
