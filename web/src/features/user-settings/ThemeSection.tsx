import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, type ThemePreference } from '../../shared/theme/theme';
import { useTheme } from '../../shared/theme/ThemeProvider';
import { ChoiceCards, type Choice } from './ChoiceCards';
import { Section } from '../../components/ui/Section';
import { ThemeIcon, ThemePreview } from './ThemePreview';

export function ThemeSection() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  const headingId = useId();
  const choices: Choice<ThemePreference>[] = THEMES.map((theme) => ({
    value: theme,
    label: t(`userSettings.theme.options.${theme}`),
    hint: theme === 'system' ? t('userSettings.theme.systemHint') : undefined,
    visual: <ThemePreview theme={theme} />,
    icon: <ThemeIcon theme={theme} />,
  }));
  return (
    <Section headingId={headingId} title={t('userSettings.theme.heading')} description={t('userSettings.theme.description')} testId="theme-section">
      <ChoiceCards name="theme" labelledBy={headingId} choices={choices} value={preference} onChange={setPreference} />
    </Section>
  );
}
