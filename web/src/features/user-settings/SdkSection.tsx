import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../components/ui/CodeBlock';
import { SDK_INSTALL_COMMAND, maskApiKey, pythonSdkSnippet } from '../../shared/sdk/python-snippets';
import { Section } from '../../components/ui/Section';
import styles from './SdkSection.module.css';

export interface SdkSectionProps {
  apiUrl: string;
  apiKey: string;
  /** The key shows in the code only while it is shown above; the copy always carries the real key. */
  keyRevealed: boolean;
}

export function SdkSection({ apiUrl, apiKey, keyRevealed }: SdkSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Section
      headingId={headingId}
      title={t('userSettings.sdk.heading')}
      description={t('userSettings.sdk.description')}
      testId="sdk-section"
    >
      <div className={styles.blocks}>
        {/* A line to paste into a terminal, whole: inline in the description's narrow column it broke in three. */}
        <CodeBlock code={SDK_INSTALL_COMMAND} label={t('userSettings.sdk.installLabel')} copyLabel={t('userSettings.sdk.copyInstall')} testId="sdk-install" />
        <CodeBlock
          code={pythonSdkSnippet(apiUrl, keyRevealed ? apiKey : maskApiKey(apiKey))}
          copyText={pythonSdkSnippet(apiUrl, apiKey)}
          label={t('userSettings.sdk.codeLabel')}
          copyLabel={t('userSettings.sdk.copy')}
          testId="sdk-snippet"
        />
      </div>
    </Section>
  );
}
