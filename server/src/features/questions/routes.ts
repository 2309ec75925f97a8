import { questionEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentQuestion } from './presenter.js';
import { datasetForManaging } from '../datasets/access.js';
import { type QuestionLimits, createQuestion, deleteQuestion, listQuestions, questionForManaging, updateQuestion } from './service.js';

export function registerQuestionRoutes(route: Route, db: Db, limits: QuestionLimits): void {
  const e = questionEndpoints;
  route(e.listQuestions, async ({ actor, params }) => ({
    items: (await listQuestions(db, actor, params.dataset_id)).map(presentQuestion),
  }));
  route(e.createQuestion, async ({ actor, params, body }) => presentQuestion(await createQuestion(db, actor, params.dataset_id, body, limits)), {
    resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id),
  });
  route(e.updateQuestion, async ({ actor, params, body }) => presentQuestion(await updateQuestion(db, actor, params.question_id, body, limits)), {
    resource: (actor, params) => questionForManaging(db, actor, params.question_id, 'none'),
  });
  route(e.deleteQuestion, async ({ actor, params }) => presentQuestion(await deleteQuestion(db, actor, params.question_id)));
}
