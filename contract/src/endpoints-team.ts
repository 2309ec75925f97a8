import { endpoint } from './endpoint.js';
import { AssignmentRule, AssignmentSplit, Assignments } from './schemas/assignments.js';
import { DatasetAgreement } from './schemas/agreement.js';
import { CommentCreate, CommentParams, CommentUpdate, RecordComment, RecordComments } from './schemas/comments.js';
import { DatasetParams } from './schemas/datasets.js';
import { RecordListQuery, RecordParams } from './schemas/records.js';
import { RecordFlag, RecordReview, Reviewers, ReviewersUpdate, ReviewReset, ReviewSearchResult, ReviewValidate } from './schemas/reviews.js';
import { SearchRecordsBody } from './schemas/search.js';
import { TeamProgress } from './schemas/team-progress.js';

const V1 = '/api/v1';

/**
 * The team's quality loop, all Gloss extensions: who annotates which records, the team's progress and
 * agreement, reviewers and the final answers they validate, and each record's comments and review flag.
 * Argilla's own calls answer as before; an unassigned dataset behaves exactly as in Argilla.
 */
export const assignmentEndpoints = {
  getAssignments: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/assignments`, tag: 'team', auth: true,
    summary: "How a dataset's records are distributed: overlap, or assigned to annotators (admins; Gloss extension)",
    params: DatasetParams, responses: { 200: Assignments },
  }),
  splitAssignments: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/assignments/split`, tag: 'team', auth: true,
    summary: "Split a dataset's records among annotators, each record to N of them, balanced (admins; Gloss extension)",
    params: DatasetParams, body: AssignmentSplit, responses: { 200: Assignments },
  }),
  assignMatching: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/assignments`, tag: 'team', auth: true,
    summary: 'Assign the records a search and filters match to named annotators (admins; Gloss extension)',
    params: DatasetParams, body: AssignmentRule, responses: { 200: Assignments },
  }),
  clearAssignments: endpoint({
    method: 'DELETE', path: `${V1}/datasets/{dataset_id}/assignments`, tag: 'team', auth: true,
    summary: 'Remove every assignment: the dataset goes back to overlap (admins; Gloss extension)',
    params: DatasetParams, responses: { 200: Assignments },
  }),
};

export const teamEndpoints = {
  getTeamProgress: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/team/progress`, tag: 'team', auth: true,
    summary: "A dataset's progress per member: submitted, discarded, draft, pending and pace (Gloss extension)",
    params: DatasetParams, responses: { 200: TeamProgress },
  }),
  getAgreement: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/agreement`, tag: 'team', auth: true,
    summary: 'Inter-annotator agreement per question, per annotator pair and overall (admins and reviewers; Gloss extension)',
    params: DatasetParams, responses: { 200: DatasetAgreement },
  }),
};

export const reviewEndpoints = {
  listReviewers: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/reviewers`, tag: 'review', auth: true,
    summary: 'The annotators who review a dataset besides its admins (Gloss extension)',
    params: DatasetParams, responses: { 200: Reviewers },
  }),
  updateReviewers: endpoint({
    method: 'PUT', path: `${V1}/datasets/{dataset_id}/reviewers`, tag: 'review', auth: true,
    summary: 'Set the annotators who review a dataset (admins; Gloss extension)',
    params: DatasetParams, body: ReviewersUpdate, responses: { 200: Reviewers },
  }),
  searchReviewRecords: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/reviews/search`, tag: 'review', auth: true,
    summary: "Records with every annotator's response, final answer, disagreements, comments and flag (reviewers; Gloss extension)",
    params: DatasetParams, query: RecordListQuery, body: SearchRecordsBody, responses: { 200: ReviewSearchResult },
  }),
  validateRecord: endpoint({
    method: 'PUT', path: `${V1}/records/{record_id}/review`, tag: 'review', auth: true,
    summary: "Validate a record's final answer (reviewers; Gloss extension)",
    params: RecordParams, body: ReviewValidate, responses: { 200: RecordReview },
  }),
  getRecordReview: endpoint({
    method: 'GET', path: `${V1}/records/{record_id}/review`, tag: 'review', auth: true,
    summary: "A record's validated final answer; 404 while it has none (Gloss extension)",
    params: RecordParams, responses: { 200: RecordReview },
  }),
  resetRecord: endpoint({
    method: 'DELETE', path: `${V1}/records/{record_id}/review`, tag: 'review', auth: true,
    summary: 'Reset a record: drop its final answer and send its responses back to their annotators as drafts (reviewers; Gloss extension)',
    params: RecordParams, responses: { 200: ReviewReset },
  }),
};

export const commentEndpoints = {
  listRecordComments: endpoint({
    method: 'GET', path: `${V1}/records/{record_id}/comments`, tag: 'comments', auth: true,
    summary: "A record's comments, oldest first (the dataset's members; Gloss extension)",
    params: RecordParams, responses: { 200: RecordComments },
  }),
  createRecordComment: endpoint({
    method: 'POST', path: `${V1}/records/{record_id}/comments`, tag: 'comments', auth: true,
    summary: 'Comment on a record, in markdown (the dataset\'s members; Gloss extension)',
    params: RecordParams, body: CommentCreate, responses: { 201: RecordComment },
  }),
  updateComment: endpoint({
    method: 'PATCH', path: `${V1}/comments/{comment_id}`, tag: 'comments', auth: true,
    summary: 'Edit a comment (its author; Gloss extension)',
    params: CommentParams, body: CommentUpdate, responses: { 200: RecordComment },
  }),
  deleteComment: endpoint({
    method: 'DELETE', path: `${V1}/comments/{comment_id}`, tag: 'comments', auth: true,
    summary: "Delete a comment (its author, or the dataset's admins; Gloss extension)",
    params: CommentParams, responses: { 200: RecordComment },
  }),
  getRecordFlag: endpoint({
    method: 'GET', path: `${V1}/records/{record_id}/flag`, tag: 'comments', auth: true,
    summary: 'A record\'s "needs review" flag: who raised it and when, or null while it has none (the dataset\'s members; Gloss extension)',
    params: RecordParams, responses: { 200: RecordFlag.nullable() },
  }),
  flagRecord: endpoint({
    method: 'PUT', path: `${V1}/records/{record_id}/flag`, tag: 'comments', auth: true,
    summary: 'Flag a record "needs review" (the dataset\'s members; Gloss extension)',
    params: RecordParams, responses: { 200: RecordFlag },
  }),
  unflagRecord: endpoint({
    method: 'DELETE', path: `${V1}/records/{record_id}/flag`, tag: 'comments', auth: true,
    summary: 'Clear a record\'s "needs review" flag (whoever raised it, and reviewers; Gloss extension)',
    params: RecordParams, responses: { 200: RecordFlag },
  }),
};
