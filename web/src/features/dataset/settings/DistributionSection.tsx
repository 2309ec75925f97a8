import type { Distribution } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/Section';
import styles from './DistributionSection.module.css';
import { numberFormat } from '../../../shared/format/numbers';

/** How many submitted responses make a record complete, the figure team progress counts against. */
export function DistributionSection({ distribution }: { distribution: Distribution }) {
  const { t, i18n } = useTranslation();
  const count = distribution.min_submitted;
  return (
    <Section layout="stacked" anchor="distribution" title={t('dataset.settings.distribution.heading')} testId="distribution-section">
      {() => (
        <div className={styles.row}>
          <span className={styles.value} data-testid="min-submitted">
            {numberFormat(i18n.language).format(count)}
          </span>
          <div className={styles.text}>
            <span className={styles.label}>{t('dataset.settings.distribution.minSubmitted')}</span>
            <span className={styles.explanation}>{t('dataset.settings.distribution.explanation', { count })}</span>
          </div>
        </div>
      )}
    </Section>
  );
}
