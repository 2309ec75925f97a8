import type { PairAgreement } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/format/numbers';
import { missingReason, toneOfFigure } from './agreement-bands';
import { formatFigure } from './agreement-format';
import { pairMatrix, type MatrixPerson } from './pair-matrix';
import styles from './AgreementCard.module.css';

/** Annotator × annotator: each pair's figure, coloured by its reading, with the records it rests on. */
export function PairMatrixTable({ pairs, order, caption }: { pairs: readonly PairAgreement[]; order: readonly MatrixPerson[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  if (pairs.length === 0) return <p className={styles.muted}>{t('datasetTeam.agreement.noPairs')}</p>;
  const matrix = pairMatrix(pairs, order);
  return (
    <div className={styles.matrixFrame}>
      <table className={styles.matrix} data-testid="agreement-matrix">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {matrix.people.map((person) => (
              <th key={person.userId} scope="col" title={person.username}>
                {person.username}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.people.map((person, row) => (
            <tr key={person.userId}>
              <th scope="row" title={person.username}>
                {person.username}
              </th>
              {matrix.cells[row]!.map((cell, column) => {
                const other = matrix.people[column]!;
                if (row === column) return <td key={other.userId} className={styles.self} aria-hidden="true" />;
                if (!cell) return <td key={other.userId} className={styles.empty}>–</td>;
                const records = t('datasetTeam.agreement.records', { count: cell.records, formatted: number.format(cell.records) });
                const value = cell.value === null ? t('datasetTeam.agreement.notEnough') : formatFigure(cell.value, i18n.language);
                const title = t('datasetTeam.agreement.pairCell', { first: person.username, second: other.username, value, records });
                return (
                  <td
                    key={other.userId}
                    className={styles.cell}
                    data-tone={toneOfFigure(cell.metric, cell.value) ?? undefined}
                    title={cell.value === null ? `${title}. ${t(`datasetTeam.agreement.missing.${missingReason(cell.records)}`)}` : title}
                    data-testid="agreement-pair"
                    data-pair={`${person.username}|${other.username}`}
                  >
                    <span className={styles.cellValue} aria-hidden="true">
                      {cell.value === null ? '?' : value}
                    </span>
                    <span className={styles.cellRecords} aria-hidden="true">
                      {number.format(cell.records)}
                    </span>
                    <span className="visually-hidden">{title}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
