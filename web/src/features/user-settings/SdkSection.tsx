import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CodeBlock } from '../../components/ui/CodeBlock';
import { SDK_INSTALL_COMMAND, maskApiKey, pythonSdkSnippet } from '../../shared/sdk/python-snippets';
import { Section } from '../../components/ui/Section';

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
      description={<Trans i18nKey="userSettings.sdk.description" values={{ command: SDK_INSTALL_COMMAND }} components={{ code: <code /> }} />}
      testId="sdk-section"
    >
      <CodeBlock
        code={pythonSdkSnippet(apiUrl, keyRevealed ? apiKey : maskApiKey(apiKey))}
        copyText={pythonSdkSnippet(apiUrl, apiKey)}
        label={t('userSettings.sdk.codeLabel')}
        copyLabel={t('userSettings.sdk.copy')}
        testId="sdk-snippet"
      />
    </Section>
  );
}
