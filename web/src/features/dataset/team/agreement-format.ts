import type { AgreementFigure, QuestionAgreement } from '@gloss/contract';
import { numberFormat } from '../../../shared/format/numbers';

/**
 * A figure as the language writes decimals, always two places ("0.62", "0,62", "−0.10"): every measure
 * here lies between −1 and 1, and two places are what the bands tell apart.
 */
export function formatFigure(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The question's headline figure: the first overall one, as the API orders them. */
export function headlineOf(question: Pick<QuestionAgreement, 'overall'>): AgreementFigure | null {
  return question.overall[0] ?? null;
}

/** The other overall figures, the headline's metric left out. */
export function otherFiguresOf(question: Pick<QuestionAgreement, 'overall'>): AgreementFigure[] {
  return question.overall.slice(1);
}

/** Whether the question has anything to show: a question nobody answered twice only gets its note. */
export function hasFigures(question: Pick<QuestionAgreement, 'overall' | 'pairs'>): boolean {
  return question.overall.length > 0 || question.pairs.length > 0;
}

