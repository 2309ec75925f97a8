import type { ExportFormat } from '@gloss/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { RefusalNote } from '../../../components/ui/RefusalNote';
import { numberFormat } from '../../../shared/format/numbers';
import { notify } from '../../../shared/toasts/store';
import { NO_CRITERIA, type SearchCriteria } from '../annotate/search/criteria';
import { createExportLink } from './api';
import { startDownload } from './download';
import { EXPORT_FORMATS, type ExportScope, exportRequest, exportSearch, leftOut, narrowsExport } from './export-request';
import { type ExportFailure, exportFailureOf } from './failure';
import { useExportCount } from './useExportCount';
import choices from '../../../components/ui/ChoiceCards.module.css';
import styles from './ExportDialog.module.css';

export interface ExportDialogProps {
  datasetId: string;
  /** The annotation page's search and filters when the export was opened there; none elsewhere. */
  criteria: SearchCriteria | null;
  onClose: () => void;
}

type Step = { kind: 'choosing' } | { kind: 'preparing' } | { kind: 'failed'; failure: ExportFailure };

/**
 * Export: the format, all records or only those the page's search and filters match (each with its
 * count), then a native download. The server answers a one-time link and the browser saves the file
 * itself, streamed to disk with its own progress, so a million records never pass through the page.
 */
export function ExportDialog({ datasetId, criteria, onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const shown = criteria ?? NO_CRITERIA;
  const narrowed = narrowsExport(shown);
  const [format, setFormat] = useState<ExportFormat>('jsonl');
  const [scope, setScope] = useState<ExportScope>(narrowed ? 'matching' : 'all');
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const allCount = useExportCount(datasetId, useMemo(() => exportSearch('all', shown), [shown]));
  const matchingBody = useMemo(() => exportSearch('matching', shown), [shown]);
  const matchingCount = useExportCount(datasetId, matchingBody);
  const chosenCount = scope === 'all' || !narrowed ? allCount : matchingCount;
  const preparing = step.kind === 'preparing';
  const number = numberFormat(i18n.language);
  const countText = (count: typeof allCount) =>
    count.data !== undefined
      ? t('datasetExport.count', { count: count.data, formatted: number.format(count.data) })
      : count.isError
        ? t('datasetExport.countUnknown')
        : t('datasetExport.counting');
  const omitted = leftOut(shown);

  const download = async () => {
    if (preparing) return;
    setStep({ kind: 'preparing' });
    try {
      const link = await createExportLink(datasetId, exportRequest(format, narrowed ? scope : 'all', shown));
      startDownload(link.url, link.filename);
      notify({ message: t('datasetExport.started', { filename: link.filename }) });
      onClose();
    } catch (error) {
      setStep({ kind: 'failed', failure: exportFailureOf(error) });
    }
  };

  return (
    <ModalDialog
      title={t('datasetExport.title')}
      description={t('datasetExport.description')}
      onDismiss={onClose}
      onSubmit={() => void download()}
      busy={preparing}
      width="wide"
      testId="export-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('datasetExport.cancel')}</Button>
          <Button type="submit" variant="primary" aria-disabled={preparing || undefined}>
            {preparing ? t('datasetExport.preparing') : t('datasetExport.download')}
          </Button>
        </>
      }
    >
      <fieldset className={choices.group}>
        <legend className={choices.legend}>{t('datasetExport.format')}</legend>
        {EXPORT_FORMATS.map((each) => (
          <label key={each} className={choices.choice}>
            <input
              type="radio"
              name={`${id}-format`}
              value={each}
              checked={format === each}
              onChange={() => setFormat(each)}
              aria-labelledby={`${id}-${each}-name`}
              aria-describedby={`${id}-${each}-hint`}
            />
            <span className={choices.choiceText}>
              <span id={`${id}-${each}-name`} className={choices.choiceName}>
                {t(`datasetExport.formats.${each}.label`)}
              </span>
              <span id={`${id}-${each}-hint`} className={choices.choiceHint}>
                {t(`datasetExport.formats.${each}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {narrowed ? (
        <fieldset className={choices.group}>
          <legend className={choices.legend}>{t('datasetExport.scope')}</legend>
          {(['matching', 'all'] as const).map((each) => (
            <label key={each} className={choices.choice}>
              <input
                type="radio"
                name={`${id}-scope`}
                value={each}
                checked={scope === each}
                onChange={() => setScope(each)}
                aria-labelledby={`${id}-${each}-scope`}
                aria-describedby={`${id}-${each}-count`}
              />
              <span className={choices.choiceText}>
                <span id={`${id}-${each}-scope`} className={choices.choiceName}>
                  {t(`datasetExport.scopes.${each}`)}
                </span>
                <span id={`${id}-${each}-count`} className={choices.choiceHint} data-testid={`export-count-${each}`}>
                  {countText(each === 'all' ? allCount : matchingCount)}
                </span>
              </span>
            </label>
          ))}
          <ul className={styles.notes}>
            {scope === 'matching' && <li>{t('datasetExport.matchingNote')}</li>}
            {omitted.sort && <li>{t('datasetExport.leftOut.sort')}</li>}
            {omitted.similar && <li>{t('datasetExport.leftOut.similar')}</li>}
          </ul>
        </fieldset>
      ) : (
        <p className={styles.total} data-testid="export-count-all" aria-live="polite">
          {countText(chosenCount)}
        </p>
      )}

      {step.kind === 'failed' && <RefusalNote>{t(`datasetExport.failed.${step.failure}`)}</RefusalNote>}
    </ModalDialog>
  );
}
