import type { SourcePreview } from '@gloss/contract';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { RefusalNote } from '../../../components/ui/RefusalNote';
import { NetworkError } from '../../../shared/api/errors';
import { formatFileSize } from '../../../shared/format/file-sizes';
import { isAbortError, uploadFile, uploadPercent, type UploadProgress } from './upload';
import styles from './SourceStep.module.css';

/** The extensions the picker offers; the server reads the format from the content, so any file may be dropped. */
const ACCEPTED = '.csv,.tsv,.tab,.txt,.json,.jsonl,.ndjson,.parquet';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; progress: UploadProgress; controller: AbortController }
  | { phase: 'canceled' }
  | { phase: 'failed'; file: File; reason: string };

/**
 * A file picked or dropped, uploaded at once with its progress and a way to cancel; the server's refusal
 * (too large, unreadable) is shown in its own words. `onUploaded` receives the file's description.
 */
export function FileSource({ onUploaded }: { onUploaded: (preview: SourcePreview) => void }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const formatsId = useId();
  const uploading = state.phase === 'uploading';

  // Leaving the page cancels an upload still under way.
  const current = useRef(state);
  current.current = state;
  useEffect(() => () => {
    if (current.current.phase === 'uploading') current.current.controller.abort();
  }, []);

  const start = (file: File | undefined) => {
    if (!file || uploading) return;
    const controller = new AbortController();
    setState({ phase: 'uploading', file, progress: { sent: 0, total: file.size }, controller });
    uploadFile(file, {
      signal: controller.signal,
      onProgress: (progress) => setState((shown) => (shown.phase === 'uploading' && shown.file === file ? { ...shown, progress } : shown)),
    }).then(
      (preview) => onUploaded(preview),
      (error: unknown) => {
        if (isAbortError(error)) {
          setState((shown) => (shown.phase === 'uploading' && shown.file === file ? { phase: 'canceled' } : shown));
          return;
        }
        const reason = error instanceof NetworkError ? t('newDataset.source.file.unreachable') : error instanceof Error ? error.message : String(error);
        setState({ phase: 'failed', file, reason });
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="file-source">
      <h2 id={headingId} className={styles.panelHeading}>
        <FileIcon />
        {t('newDataset.source.file.heading')}
      </h2>
      <p id={formatsId} className={styles.muted}>
        {t('newDataset.source.file.formats')}
      </p>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {state.phase === 'uploading' ? (
          <UploadingFile file={state.file} progress={state.progress} language={i18n.language} onCancel={() => state.controller.abort()} />
        ) : (
          <>
            <p className={styles.dropText}>{t('newDataset.source.file.drop')}</p>
            <Button variant="primary" onClick={() => input.current?.click()} aria-describedby={formatsId}>
              {t('newDataset.source.file.choose')}
            </Button>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('newDataset.source.file.input')}
          onChange={(event) => {
            start(event.target.files?.[0]);
            // The same file picked again after a failure is a new choice.
            event.target.value = '';
          }}
        />
      </div>
      {state.phase === 'failed' && (
        <RefusalNote>{t('newDataset.source.file.failed', { name: state.file.name, reason: state.reason })}</RefusalNote>
      )}
      {state.phase === 'canceled' && (
        <p className={styles.muted} role="status">
          {t('newDataset.source.file.canceled')}
        </p>
      )}
    </section>
  );
}

function UploadingFile({ file, progress, language, onCancel }: { file: File; progress: UploadProgress; language: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = uploadPercent(progress);
  const total = progress.total ?? file.size;
  const sent = progress.sent >= total && total > 0;
  return (
    <div className={styles.uploading}>
      <p className={styles.fileName} title={file.name}>
        {sent ? t('newDataset.source.file.reading', { name: file.name }) : t('newDataset.source.file.uploading', { name: file.name })}
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={t('newDataset.source.file.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.progressDone} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted}>
        {t('newDataset.source.file.sent', {
          sent: formatFileSize(progress.sent, language),
          total: formatFileSize(total, language),
          percent,
        })}
      </p>
      <Button onClick={onCancel}>{t('newDataset.source.file.cancel')}</Button>
    </div>
  );
}

function FileIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M12 12v6M9 15l3-3 3 3" />
    </svg>
  );
}
