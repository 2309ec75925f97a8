import { annotateBulkMessages } from '../features/dataset/annotate/bulk/messages';
import { annotateFieldsMessages } from '../features/dataset/annotate/fields/messages';
import { annotateMessages } from '../features/dataset/annotate/messages';
import { annotateQuestionsMessages } from '../features/dataset/annotate/questions/messages';
import { annotateFiltersMessages } from '../features/dataset/annotate/search/filters/messages';
import { annotateSearchMessages } from '../features/dataset/annotate/search/messages';
import { annotateSortMessages } from '../features/dataset/annotate/search/sort/messages';
import { annotateSimilarityMessages } from '../features/dataset/annotate/search/similarity/messages';
import { annotateJumpMessages } from '../features/dataset/annotate/jump/messages';
import { annotateSpanMessages } from '../features/dataset/annotate/questions/span/messages';
import { annotateUndoMessages } from '../features/dataset/annotate/undo/messages';
import { annotateRecordMessages } from '../features/dataset/annotate/record-details/messages';
import { authMessages } from '../features/auth/messages';
import { datasetMessages } from '../features/dataset/messages';
import { datasetExportMessages } from '../features/dataset/export/messages';
import { datasetSettingsEditMessages } from '../features/dataset/settings/edit/messages';
import { settingsDangerMessages } from '../features/dataset/settings/danger/messages';
import { settingsOrderMessages } from '../features/dataset/settings/order/messages';
import { datasetsMessages } from '../features/datasets/messages';
import { userSettingsMessages } from '../features/user-settings/messages';
import { teamMessages } from '../features/team/messages';
import { workspacesMessages } from '../features/workspaces/messages';
import { webhooksMessages } from '../features/webhooks/messages';
import { newDatasetMessages } from '../features/new-dataset/messages';
import { jobsMessages } from '../features/jobs/messages';
import { datasetTeamMessages } from '../features/dataset/team/messages';
import { reviewMessages } from '../features/dataset/review/messages';
import { commentsMessages } from '../features/dataset/comments/messages';
import { assignmentMessages } from '../features/dataset/settings/assignment/messages';
import type { LocaleBundle } from '../shared/i18n/messages';
import { sharedMessages } from '../shared/i18n/locales';

/** Every bundle of interface strings; each owns distinct top-level keys. */
export const messageBundles: readonly LocaleBundle<object>[] = [
  sharedMessages,
  authMessages,
  datasetsMessages,
  datasetMessages,
  datasetExportMessages,
  datasetSettingsEditMessages,
  userSettingsMessages,
  teamMessages,
  workspacesMessages,
  webhooksMessages,
  newDatasetMessages,
  jobsMessages,
  annotateMessages,
  annotateFieldsMessages,
  annotateQuestionsMessages,
  annotateSpanMessages,
  annotateSearchMessages,
  annotateSimilarityMessages,
  annotateFiltersMessages,
  annotateSortMessages,
  annotateBulkMessages,
  annotateJumpMessages,
  annotateUndoMessages,
  annotateRecordMessages,
  settingsDangerMessages,
  settingsOrderMessages,
  datasetTeamMessages,
  reviewMessages,
  commentsMessages,
  assignmentMessages,
];
