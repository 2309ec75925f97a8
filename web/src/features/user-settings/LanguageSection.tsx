import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/language';
import { switchLanguage } from '../../shared/i18n/setup';
import { ChoiceCards, type Choice } from './ChoiceCards';
import { LANGUAGE_OPTIONS, primaryLanguage } from './languages';
import { Section } from '../../components/ui/Section';
import styles from './LanguageSection.module.css';

export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const current = primaryLanguage(i18n.resolvedLanguage ?? i18n.language, FALLBACK_LANGUAGE);
  const choices: Choice<Language>[] = LANGUAGE_OPTIONS.map(({ value, nativeName }) => ({
    value,
    label: nativeName,
    lang: value,
    visual: <span className={styles.code}>{value}</span>,
  }));
  return (
    <Section
      headingId={headingId}
      title={t('userSettings.language.heading')}
      description={t('userSettings.language.description')}
      testId="language-section"
    >
      <ChoiceCards
        name="language"
        size="compact"
        labelledBy={headingId}
        choices={choices}
        value={current}
        onChange={(language) => void switchLanguage(i18n, language)}
      />
    </Section>
  );
}
