import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/Section';
import { readPreference, writePreference } from '../../shared/preferences/storage';
import styles from './AnnotationSection.module.css';

/** How the annotation page answers the keyboard on this device: "submit on choice" (off unless chosen). */
export function AnnotationSection() {
  const { t } = useTranslation();
  const hintId = useId();
  const [submitOnChoice, setSubmitOnChoice] = useState(() => readPreference('submitOnChoice') === true);
  const change = (checked: boolean) => {
    setSubmitOnChoice(checked);
    writePreference('submitOnChoice', checked || undefined);
  };
  return (
    <Section title={t('userSettings.annotation.heading')} description={t('userSettings.annotation.description')} testId="annotation-section">
      <label className={styles.option}>
        <input type="checkbox" checked={submitOnChoice} onChange={(event) => change(event.target.checked)} aria-describedby={hintId} />
        <span className={styles.text}>
          <span className={styles.label}>{t('userSettings.annotation.submitOnChoice')}</span>
          <span id={hintId} className={styles.hint}>
            {t('userSettings.annotation.submitOnChoiceHint')}
          </span>
        </span>
      </label>
    </Section>
  );
}
