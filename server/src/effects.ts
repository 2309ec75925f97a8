import { serverHooks } from './db/write-hooks.js';
import { releaseAssignmentsInWorkspace, releaseAssignmentsOfAccount } from './features/assignments/departures.js';
import { assignmentHooks } from './features/assignments/hooks.js';
import { noteDatasetActivity, planDatasetActivityNote } from './features/datasets/activity.js';
import { datasetRecordHooks } from './compositions/dataset-records/hooks.js';
import { datasetHooks } from './features/datasets/hooks.js';
import { fieldHooks } from './features/fields/hooks.js';
import { requireFieldsToPublish } from './features/fields/service.js';
import { metadataPropertyHooks } from './features/metadata-properties/hooks.js';
import { refuseDeletingSpanField, requireRequiredQuestionsToPublish } from './features/questions/service.js';
import { recordHooks } from './features/records/hooks.js';
import { planAnsweredStatuses, refreshAnsweredStatuses, refreshAssignedStatuses, refreshReleasedStatuses } from './features/records/statuses.js';
import { removeAnswersOf } from './features/responses/account-removal.js';
import { refuseDistributionChangeWithResponses } from './features/responses/dataset-guards.js';
import { responseHooks } from './features/responses/hooks.js';
import { planDisagreements, refreshDisagreements } from './compositions/reviews/disagreements.js';
import { reviewHooks } from './compositions/reviews/hooks.js';
import { createDatasetTextIndex, dropDatasetTextIndex, dropMetadataPropertyIndex, indexNewMetadataProperty } from './features/search/dataset-index.js';
import {
  forgetRemovedRecords,
  indexNewRecords,
  planNewRecordsIndex,
  reindexReplacedFields,
  reindexReplacedMetadata,
} from './features/search/record-index.js';
import { userHooks } from './features/users/hooks.js';
import { emitRecordsWritten, emitResponseChanges, planRecordsWritten } from './compositions/webhooks/announced-events.js';
import { emitDatasetEvent, emitRecordEvents, emitRecordEventsByIds } from './compositions/webhooks/events.js';
import { workspaceHooks } from './features/workspaces/hooks.js';
import { joinWorkspaces } from './features/workspaces/service.js';

/*
 * Every effect a write has in another feature, in one place: which hook, which feature, and in what order
 * (see db/write-hooks.ts). Each line reads "when <hook>, <feature> does <action>". Checks come before
 * what they guard; webhook events come last in each hook, so that they tell what the other handlers
 * settled (a record completed by an answer is told after the answer, as a follow-up).
 */
function registerHandlers(): void {
  datasetHooks.created.register('webhooks', (db, dataset) => emitDatasetEvent(db, 'dataset.created', dataset));
  datasetHooks.updated.register('webhooks', (db, dataset) => emitDatasetEvent(db, 'dataset.updated', dataset));
  datasetHooks.distributionChanging.register('responses', refuseDistributionChangeWithResponses);
  datasetHooks.publishing.register('fields', requireFieldsToPublish);
  datasetHooks.publishing.register('questions', requireRequiredQuestionsToPublish);
  datasetHooks.publishing.register('search', createDatasetTextIndex);
  datasetHooks.published.register('webhooks', (db, dataset) => emitDatasetEvent(db, 'dataset.published', dataset));
  // Told before the rows go: the event carries the dataset and its settings as they were.
  datasetHooks.deleting.register('webhooks', (db, dataset) => emitDatasetEvent(db, 'dataset.deleted', dataset));
  datasetHooks.deleted.register('search', dropDatasetTextIndex);

  fieldHooks.deleting.register('questions', refuseDeletingSpanField);
  metadataPropertyHooks.created.register('search', indexNewMetadataProperty);
  metadataPropertyHooks.deleted.register('search', dropMetadataPropertyIndex);

  userHooks.registered.register('workspaces', (db, { user, workspaceNames }) => joinWorkspaces(db, user, workspaceNames));
  userHooks.deleting.register('responses', removeAnswersOf);
  userHooks.deleting.register('assignments', releaseAssignmentsOfAccount);
  workspaceHooks.memberRemoved.register('assignments', releaseAssignmentsInWorkspace);

  // A record's status follows its answers and assignments; records it completes are told after the rest.
  assignmentHooks.changed.register('records', refreshAssignedStatuses);
  assignmentHooks.released.register('records', refreshReleasedStatuses);
  recordHooks.completed.register('webhooks', (db, { dataset, recordIds }) => emitRecordEventsByIds(db, 'record.completed', dataset, recordIds));
  responseHooks.changed.register('records', refreshAnsweredStatuses);
  responseHooks.changed.register('reviews', (db, { recordIds }) => refreshDisagreements(db, recordIds));
  responseHooks.changed.register('datasets', (db, { dataset, activityAt }) => noteDatasetActivity(db, dataset, activityAt));
  responseHooks.changed.register('webhooks', (db, { dataset, changes }) => emitResponseChanges(db, dataset, changes));
  datasetRecordHooks.inserted.register('search', indexNewRecords, planNewRecordsIndex);
  datasetRecordHooks.fieldsReplaced.register('search', reindexReplacedFields);
  datasetRecordHooks.metadataReplaced.register('search', reindexReplacedMetadata);
  datasetRecordHooks.rowsRemoved.register('search', forgetRemovedRecords);
  // A bulk write of records may be planned before its transaction (compositions/dataset-records/planned-writes.ts):
  // each handler of what it announces then adds its effect to the plan (the third argument), or says it cannot.
  datasetRecordHooks.written.register(
    'records',
    (db, { dataset, outcome }, followUp) => refreshAnsweredStatuses(db, { dataset, recordIds: outcome.answeredIds }, followUp),
    (_db, _plan, { outcome }) => planAnsweredStatuses({ recordIds: outcome.answeredIds }),
  );
  datasetRecordHooks.written.register(
    'reviews',
    (db, { outcome }) => refreshDisagreements(db, outcome.answeredIds),
    (_db, _plan, { outcome }) => planDisagreements(outcome.answeredIds),
  );
  datasetRecordHooks.written.register(
    'datasets',
    (db, { dataset, outcome }) => noteDatasetActivity(db, dataset, outcome.writtenAt),
    (_db, plan, { dataset, outcome }) => planDatasetActivityNote(plan, dataset, outcome.writtenAt),
  );
  datasetRecordHooks.written.register(
    'webhooks',
    (db, { dataset, outcome }) => emitRecordsWritten(db, dataset, outcome),
    (db, plan, { outcome }) => planRecordsWritten(db, plan, outcome),
  );
  reviewHooks.validated.register('datasets', (db, { dataset, at }) => noteDatasetActivity(db, dataset, at));
  datasetRecordHooks.updated.register('webhooks', (db, { dataset, recordIds }) => emitRecordEventsByIds(db, 'record.updated', dataset, recordIds));
  datasetRecordHooks.deleted.register('webhooks', (db, { dataset, records }) => emitRecordEvents(db, 'record.deleted', dataset, records));
}

/** Registers every handler once per process, before the first write (the server, the command-line tool). */
export function wireEffects(): void {
  if (serverHooks.isWired()) return;
  registerHandlers();
  serverHooks.finishWiring();
}
