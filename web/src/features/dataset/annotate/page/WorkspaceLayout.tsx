import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STACKED_LAYOUT_QUERY, useMediaQuery } from '../../../../components/layout/breakpoints';
import { useScrollToTopOn } from '../../../../shared/dom/useScrollToTopOn';
import { GuidelinesPane, useCollapsed } from './GuidelinesPane';
import { ResizableSplit } from './ResizableSplit';
import styles from './AnnotationWorkspace.module.css';

export interface WorkspaceLayoutProps {
  datasetId: string;
  /** The record on screen (the focus view): another one opens at the top of the record's pane. */
  recordId?: string;
  toolbar: ReactNode;
  record: ReactNode;
  /** The guidelines' content: shown under a title that folds it away (remembered per dataset). */
  guidelines: ReactNode;
  questionnaire: ReactNode;
  progress: ReactNode;
  /** The record and its questions are being replaced: shown dimmed, out of reach of input. */
  busy?: boolean;
}

/**
 * Records over guidelines on the left, questions over progress on the right, with splitters kept
 * per dataset; one stacked column on narrow screens, where the guidelines start folded.
 */
export function WorkspaceLayout({ datasetId, recordId, toolbar, record, guidelines, questionnaire, progress, busy = false }: WorkspaceLayoutProps) {
  const { t } = useTranslation();
  // Stacked on a narrow screen, open guidelines would stand between the record and its questions.
  const stacked = useMediaQuery(STACKED_LAYOUT_QUERY);
  const [guidelinesCollapsed, toggleGuidelines] = useCollapsed(`${datasetId}-guidelines`, stacked);
  const recordPane = useRef<HTMLDivElement>(null);
  useScrollToTopOn(recordId ?? '', [recordPane]);
  return (
    <ResizableSplit
      storageId={`${datasetId}-columns`}
      direction="row"
      defaultRatio={0.58}
      label={t('annotate.splitColumns')}
      first={
        <ResizableSplit
          storageId={`${datasetId}-guidelines`}
          direction="column"
          defaultRatio={0.74}
          label={t('annotate.splitGuidelines')}
          collapsed={guidelinesCollapsed}
          first={
            <div className={styles.records}>
              {toolbar}
              <div ref={recordPane} className={busy ? `${styles.scroll} ${styles.busy}` : styles.scroll} inert={busy} aria-busy={busy}>
                {record}
              </div>
            </div>
          }
          second={
            <GuidelinesPane collapsed={guidelinesCollapsed} onToggle={toggleGuidelines}>
              {guidelines}
            </GuidelinesPane>
          }
        />
      }
      second={
        questionnaire ? (
          <ResizableSplit
            storageId={`${datasetId}-progress`}
            direction="column"
            defaultRatio={0.8}
            minRatio={0.4}
            maxRatio={0.9}
            label={t('annotate.splitProgress')}
            first={
              <div className={busy ? `${styles.questionnaire} ${styles.busy}` : styles.questionnaire} inert={busy}>
                {questionnaire}
              </div>
            }
            second={progress}
          />
        ) : (
          progress
        )
      }
    />
  );
}
