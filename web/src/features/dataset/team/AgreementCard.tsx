import type { AgreementFigure, AgreementMetric, QuestionAgreement } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../../shared/format/numbers';
import { bandOf, missingReason, toneOf } from './agreement-bands';
import { formatFigure, hasFigures, headlineOf, otherFiguresOf } from './agreement-format';
import { disagreementPath } from './disagreement-link';
import { PairMatrixTable } from './PairMatrixTable';
import type { MatrixPerson } from './pair-matrix';
import styles from './AgreementCard.module.css';

export interface AgreementCardProps {
  datasetId: string;
  question: QuestionAgreement;
  /** The dataset's annotators, in the order the matrices list them. */
  order: MatrixPerson[];
}

/** One question: its headline figure in words, what it rests on, the other figures, each pair and each label. */
export function AgreementCard({ datasetId, question, order }: AgreementCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = numberFormat(i18n.language);
  const headline = headlineOf(question);
  const others = otherFiguresOf(question);
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="agreement-card" data-question={question.question}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {question.title}
        </h3>
        <DisagreementLink datasetId={datasetId} question={question} />
      </header>
      {!hasFigures(question) ? (
        <p className={styles.muted}>
          {question.type === 'text' ? t('datasetTeam.agreement.noMeasure') : t('datasetTeam.agreement.missing.fewRecords')}
        </p>
      ) : (
        <div className={styles.body}>
          <div className={styles.summary}>
            {headline && <Headline figure={headline} />}
            <p className={styles.basedOn}>
              {t('datasetTeam.agreement.basedOn', { count: question.records, formatted: number.format(question.records) })}
            </p>
            {others.length > 0 && (
              <div className={styles.others}>
                <h4 className={styles.subheading}>{t('datasetTeam.agreement.otherFigures')}</h4>
                <ul className={styles.figureList}>
                  {others.map((figure) => (
                    <li key={figure.metric} data-testid="agreement-other-figure" data-metric={figure.metric}>
                      <span className={styles.figureName} title={t(`datasetTeam.agreement.metrics.${figure.metric}.explanation`)}>
                        {t(`datasetTeam.agreement.metrics.${figure.metric}.name`)}
                      </span>
                      <FigureValue metric={figure.metric} value={figure.value} records={figure.records} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div className={styles.details}>
            <PairMatrixTable pairs={question.pairs} order={order} caption={t('datasetTeam.agreement.pairs')} />
            {question.labels && question.labels.length > 0 && <LabelTable labels={question.labels} />}
          </div>
        </div>
      )}
    </article>
  );
}

/** The figure that sums the question up, with its name, what it means, and its reading. */
function Headline({ figure }: { figure: AgreementFigure }) {
  const { t, i18n } = useTranslation();
  const band = bandOf(figure.metric, figure.value);
  return (
    <div className={styles.headline} data-testid="agreement-headline" data-metric={figure.metric}>
      <div className={styles.valueRow}>
        {figure.value === null ? (
          <span className={styles.notEnough} data-testid="agreement-value">
            {t('datasetTeam.agreement.notEnough')}
          </span>
        ) : (
          <span className={styles.value} data-testid="agreement-value">
            {formatFigure(figure.value, i18n.language)}
          </span>
        )}
        {band && (
          <span className={styles.band} data-tone={toneOf(band)} data-testid="agreement-band">
            {t(`datasetTeam.agreement.bands.${band}`)}
          </span>
        )}
      </div>
      <p className={styles.metricName}>{t(`datasetTeam.agreement.metrics.${figure.metric}.name`)}</p>
      {figure.value === null && <p className={styles.why}>{t(`datasetTeam.agreement.missing.${missingReason(figure.records)}`)}</p>}
      <p className={styles.explanation}>{t(`datasetTeam.agreement.metrics.${figure.metric}.explanation`)}</p>
    </div>
  );
}

/** A figure in a list or table cell: its value and reading, or "not enough data" with why as its title. */
function FigureValue({ metric, value, records }: { metric: AgreementMetric; value: number | null; records: number }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const band = bandOf(metric, value);
  return (
    <span className={styles.figureValue}>
      {value === null ? (
        <span className={styles.muted} title={t(`datasetTeam.agreement.missing.${missingReason(records)}`)}>
          {t('datasetTeam.agreement.notEnough')}
        </span>
      ) : (
        <strong>{formatFigure(value, i18n.language)}</strong>
      )}
      {band && (
        <span className={styles.band} data-tone={toneOf(band)}>
          {t(`datasetTeam.agreement.bands.${band}`)}
        </span>
      )}
      <span className={styles.muted}>{t('datasetTeam.agreement.records', { count: records, formatted: number.format(records) })}</span>
    </span>
  );
}

function DisagreementLink({ datasetId, question }: { datasetId: string; question: QuestionAgreement }) {
  const { t, i18n } = useTranslation();
  const formatted = numberFormat(i18n.language).format(question.disagreements);
  if (question.disagreements === 0) {
    return <span className={styles.muted}>{t('datasetTeam.agreement.noDisagreement')}</span>;
  }
  return (
    <Link to={disagreementPath(datasetId, question.question)} className={styles.disagreements} data-testid="agreement-disagreements">
      {t('datasetTeam.agreement.disagree', { count: question.disagreements, formatted })}
      <span aria-hidden="true">→</span>
    </Link>
  );
}

function LabelTable({ labels }: { labels: NonNullable<QuestionAgreement['labels']> }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <table className={styles.labels} data-testid="agreement-labels">
      <caption>{t('datasetTeam.agreement.labels')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('datasetTeam.agreement.labelColumn')}</th>
          <th scope="col" className={styles.numeric}>
            {t('datasetTeam.agreement.valueColumn')}
          </th>
          <th scope="col">{t('datasetTeam.agreement.bandColumn')}</th>
          <th scope="col" className={styles.numeric}>
            {t('datasetTeam.agreement.recordsColumn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {labels.map((label) => {
          const figure = label.overall[0];
          const band = figure ? bandOf(figure.metric, figure.value) : null;
          return (
            <tr key={label.label} data-testid="agreement-label" data-label={label.label}>
              <th scope="row">{label.label}</th>
              <td className={styles.numeric}>
                {figure && figure.value !== null ? (
                  formatFigure(figure.value, i18n.language)
                ) : (
                  <span className={styles.muted} title={figure ? t(`datasetTeam.agreement.missing.${missingReason(figure.records)}`) : undefined}>
                    {t('datasetTeam.agreement.notEnough')}
                  </span>
                )}
              </td>
              <td>
                {band && (
                  <span className={styles.band} data-tone={toneOf(band)}>
                    {t(`datasetTeam.agreement.bands.${band}`)}
                  </span>
                )}
              </td>
              <td className={styles.numeric}>{figure ? number.format(figure.records) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
