import type { MetadataProperty, VectorSettings } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import type { Field, Question } from '../annotate/model/types';
import type { SearchCriteria } from '../annotate/search/criteria';
import { searchSchema } from '../annotate/search/schema';
import { parseCriteria } from '../annotate/search/url-criteria';
import { ExportDialog } from './ExportDialog';

/** The dataset's settings lists, to read the annotation page's search and filters from its URL. */
export interface ExportSettings {
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties: readonly MetadataProperty[];
  vectors: readonly VectorSettings[];
}

/**
 * "Export", for those who manage the dataset. On the annotation page (`settings` given) the dialog offers
 * the records the page's search and filters match, read from the URL as the page reads them.
 */
export function ExportButton({ datasetId, settings }: { datasetId: string; settings?: ExportSettings }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [criteria, setCriteria] = useState<SearchCriteria | null | undefined>(undefined);
  const open = () => {
    const schema = settings && searchSchema(settings.fields, settings.questions, settings.metadataProperties, settings.vectors);
    setCriteria(schema ? parseCriteria(new URLSearchParams(search), schema) : null);
  };
  return (
    <>
      <Button onClick={open} aria-haspopup="dialog">
        <DownloadIcon />
        {t('datasetExport.button')}
      </Button>
      {criteria !== undefined && <ExportDialog datasetId={datasetId} criteria={criteria} onClose={() => setCriteria(undefined)} />}
    </>
  );
}

function DownloadIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <path d="M8 2v8M4.5 6.8 8 10.3l3.5-3.5M2.5 13.5h11" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
