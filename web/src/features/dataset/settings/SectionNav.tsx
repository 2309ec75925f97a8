import { useTranslation } from 'react-i18next';
import { visibleSections } from './sections';
import styles from './SectionNav.module.css';

/** Links to each part of a long settings page, beside it on wide screens. */
export function SectionNav({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-labelledby="settings-sections-title">
      <p id="settings-sections-title" className={styles.title}>
        {t('dataset.settings.onThisPage')}
      </p>
      <ul className={styles.list}>
        {visibleSections(canManage).map((section) => (
          <li key={section.anchor}>
            <a href={`#${section.anchor}`} className={styles.link}>
              {t(section.titleKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
