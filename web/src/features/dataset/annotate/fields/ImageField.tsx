import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCard, type FieldHeadingLevel } from './FieldCard';
import type { FieldViewProps } from './field-view-props';
import { dataUrlToBlob, imageSource } from './image-source';
import styles from './ImageField.module.css';

/** How long a data image opened in a tab keeps its blob URL (the tab has loaded it by then). */
const BLOB_URL_LIFETIME_MS = 60_000;

/** An image field: the picture (URL or data URL), opened full size in a new tab on click. */
export function ImageField({ field, value, headingLevel }: FieldViewProps & { headingLevel?: FieldHeadingLevel }) {
  const source = imageSource(value, window.location.href);
  return (
    <FieldCard field={field} headingLevel={headingLevel}>
      {source.ok ? (
        // A new element per address, so a failed image does not leave the next one in error.
        <LoadedImage key={source.src} source={source} alt={field.title} />
      ) : (
        <ImageError display={source.display} />
      )}
    </FieldCard>
  );
}

function LoadedImage({ source, alt }: { source: Extract<ReturnType<typeof imageSource>, { ok: true }>; alt: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return <ImageError display={source.display} />;

  const image = (
    <img
      className={styles.image}
      src={source.src}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
  const frameClass = [styles.frame, state === 'loading' ? styles.loading : ''].filter(Boolean).join(' ');
  const busy = state === 'loading' ? { 'aria-busy': true } : {};

  if (source.open === 'link') {
    return (
      <a className={frameClass} href={source.src} target="_blank" rel="noopener noreferrer" title={t('annotateFields.image.open')} {...busy}>
        {image}
        <span className="visually-hidden">{t('annotateFields.image.open')}</span>
      </a>
    );
  }
  if (source.open === 'blob') {
    const openBlob = () => {
      const url = URL.createObjectURL(dataUrlToBlob(source.src));
      window.open(url, '_blank', 'noopener,noreferrer');
      setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
    };
    return (
      <button type="button" className={frameClass} onClick={openBlob} title={t('annotateFields.image.open')} {...busy}>
        {image}
        <span className="visually-hidden">{t('annotateFields.image.open')}</span>
      </button>
    );
  }
  return (
    <div className={frameClass} {...busy}>
      {image}
    </div>
  );
}

function ImageError({ display }: { display: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} data-testid="image-error">
      <svg className={styles.errorIcon} width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={styles.errorText}>{t('annotateFields.image.loadError')}</p>
      {display && <code className={styles.url}>{display}</code>}
    </div>
  );
}
