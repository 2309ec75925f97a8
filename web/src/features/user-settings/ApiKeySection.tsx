import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { CopyButton } from '../../components/ui/CopyButton';
import { maskApiKey } from '../../shared/sdk/python-snippets';
import { Section } from '../../components/ui/Section';
import styles from './ApiKeySection.module.css';

export interface ApiKeySectionProps {
  apiKey: string;
  revealed: boolean;
  onToggleReveal: () => void;
}

/** The person's API key, hidden until asked for: people share screens while in settings. */
export function ApiKeySection({ apiKey, revealed, onToggleReveal }: ApiKeySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const keyId = useId();
  return (
    <Section headingId={headingId} title={t('userSettings.apiKey.heading')} description={t('userSettings.apiKey.description')} testId="api-key-section">
      <div className={styles.row}>
        <code id={keyId} className={styles.key} data-testid="api-key" data-revealed={revealed}>
          {revealed ? (
            apiKey
          ) : (
            <>
              <span aria-hidden="true">{maskApiKey(apiKey)}</span>
              <span className="visually-hidden">{t('userSettings.apiKey.hidden')}</span>
            </>
          )}
        </code>
        <div className={styles.actions}>
          <Button size="small" onClick={onToggleReveal} aria-controls={keyId}>
            <EyeIcon crossed={revealed} />
            {revealed ? t('userSettings.apiKey.hide') : t('userSettings.apiKey.show')}
          </Button>
          <CopyButton size="small" text={apiKey} label={t('userSettings.apiKey.copy')} />
        </div>
      </div>
    </Section>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="2" />
      {crossed && <path d="M2.5 13.5l11-11" strokeLinecap="round" />}
    </svg>
  );
}
