import { randomUUID } from 'node:crypto';
import type { QuestionCreate, QuestionSettingsCreate, QuestionUpdate } from '@gloss/contract';
import { toDbBoolean } from '../../db/schema.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Conflict, Unprocessable } from '../../domain/errors.js';
import { datasetForManaging, datasetForReading, settingForManaging } from '../datasets/access.js';
import type { DatasetRow } from '../datasets/repository.js';
import { type FieldRow, fieldRepository } from '../fields/repository.js';
import { checkLabelOptionsLimit } from './option-limit.js';
import { type QuestionRow, countRequiredQuestions, questionRepository, spanQuestionOnField } from './repository.js';
import { applySettingsUpdate } from './settings-update.js';

function nameTaken(name: string, datasetId: string): Conflict {
  return new Conflict(`Question with name \`${name}\` already exists for dataset with id \`${datasetId}\``);
}

/**
 * Loads a question (404), then checks the caller manages its dataset (403), holding the dataset for a change
 * (or, with `lock` 'none', only checking, as before a request's body is read).
 */
export function questionForManaging(db: Db, actor: Actor, questionId: string, lock?: 'settings' | 'none') {
  return settingForManaging(db, actor, { model: 'Question', id: questionId, find: questionRepository.findById }, lock);
}

export async function listQuestions(db: Db, actor: Actor, datasetId: string): Promise<QuestionRow[]> {
  const dataset = await datasetForReading(db, actor, datasetId);
  return questionRepository.listByDataset(db, dataset.id);
}

/** What the server is configured to accept of a question. */
export interface QuestionLimits {
  maxLabelOptions: number;
}

export async function createQuestion(
  db: Db,
  actor: Actor,
  datasetId: string,
  input: QuestionCreate,
  limits: QuestionLimits,
): Promise<QuestionRow> {
  checkLabelOptionsLimit(input.settings, limits.maxLabelOptions);
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    if (dataset.status === 'ready') throw new Unprocessable('questions cannot be created for a published dataset');
    if (input.settings.type === 'span') await checkSpanTarget(trx, dataset, input.settings.field);
    const timestamp = now();
    return questionRepository.insertNamed(
      trx,
      {
        id: randomUUID(),
        name: input.name,
        title: input.title,
        description: input.description,
        required: toDbBoolean(input.required),
        settings: JSON.stringify(input.settings),
        dataset_id: dataset.id,
        inserted_at: timestamp,
        updated_at: timestamp,
      },
      () => nameTaken(input.name, dataset.id),
    );
  });
}

async function checkSpanTarget(db: Db, dataset: DatasetRow, fieldName: string): Promise<void> {
  const fields = await fieldRepository.listByDataset(db, dataset.id);
  const field = fields.find((candidate) => candidate.name === fieldName);
  if (!field) {
    const names = fields.map((candidate) => `'${candidate.name}'`).join(', ');
    throw new Unprocessable(`'${fieldName}' is not a valid field name.\nValid field names are [${names}]`);
  }
  if ((JSON.parse(field.settings) as { type: string }).type !== 'text') {
    throw new Unprocessable(`'${fieldName}' is not a text field: span questions annotate text fields only`);
  }
  const existing = await spanQuestionOnField(db, dataset.id, fieldName);
  if (existing) throw new Unprocessable(`'${fieldName}' is already used by span question with id '${existing.id}'`);
}

export async function updateQuestion(
  db: Db,
  actor: Actor,
  questionId: string,
  input: QuestionUpdate,
  limits: QuestionLimits,
): Promise<QuestionRow> {
  checkLabelOptionsLimit(input.settings, limits.maxLabelOptions);
  return db.transaction().execute(async (trx) => {
    const { row: question } = await questionForManaging(trx, actor, questionId);
    const stored = JSON.parse(question.settings) as QuestionSettingsCreate;
    const settings = input.settings ? applySettingsUpdate(stored, input.settings) : stored;
    return questionRepository.update(trx, question.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.required !== undefined ? { required: toDbBoolean(input.required) } : {}),
      settings: JSON.stringify(settings),
      updated_at: now(),
    });
  });
}

export async function deleteQuestion(db: Db, actor: Actor, questionId: string): Promise<QuestionRow> {
  return db.transaction().execute(async (trx) => {
    const { row: question, dataset } = await questionForManaging(trx, actor, questionId);
    if (dataset.status === 'ready') throw new Unprocessable('questions cannot be deleted for a published dataset');
    await questionRepository.delete(trx, question.id);
    return question;
  });
}

/** A dataset is published only with a question every annotator must answer (the `publishing` hook of datasets). */
export async function requireRequiredQuestionsToPublish(db: Db, dataset: DatasetRow): Promise<void> {
  if ((await countRequiredQuestions(db, dataset.id)) === 0) {
    throw new Unprocessable('Dataset cannot be published without required questions');
  }
}

/** A field a span question marks stays while the question does (the `deleting` hook of fields). */
export async function refuseDeletingSpanField(db: Db, { dataset, field }: { dataset: DatasetRow; field: FieldRow }): Promise<void> {
  const spanQuestion = await spanQuestionOnField(db, dataset.id, field.name);
  if (spanQuestion) throw new Unprocessable(`Field '${field.name}' cannot be deleted: span question '${spanQuestion.name}' uses it`);
}
