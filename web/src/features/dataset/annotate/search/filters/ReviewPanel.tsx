import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_VALUES, reviewValue, withReview, type ReviewProperty, type SearchCriteria } from '../criteria';
import { TOGGLE_DELAY, type ControlsStore } from './controls-store';
import { PanelHeader } from './PanelPopover';
import styles from './ReviewPanel.module.css';

export interface ReviewPanelProps {
  /** The review properties offered to the caller. */
  properties: readonly ReviewProperty[];
  /** The criteria as the panel shows them (with edits not applied yet). */
  shown: SearchCriteria;
  stage: ControlsStore['stage'];
}

/** The data-focus-key of one choice, so a chip can open the panel on its property (`PanelPopover`'s memory). */
export const reviewFocusKey = (property: ReviewProperty, value: string | null) => `review:${property}:${value ?? 'any'}`;

/**
 * The Review panel: each property of the review state as three choices, "Any" and its two values
 * (validated or not; yes or no). One level only: there are a handful of properties, all shown at once.
 */
export function ReviewPanel({ properties, shown, stage }: ReviewPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <PanelHeader title={t('annotateFilters.categories.review')} />
      {properties.map((property) => (
        <ReviewChoice key={property} property={property} value={reviewValue(shown, property)} onChange={(value) => stage((criteria) => withReview(criteria, property, value), TOGGLE_DELAY)} />
      ))}
    </div>
  );
}

function ReviewChoice({ property, value, onChange }: { property: ReviewProperty; value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const hintId = `${name}-hint`;
  const [yes, no] = REVIEW_VALUES[property];
  const text = (choice: string) =>
    property === 'status' ? t(`annotateFilters.review.${choice === yes ? 'validated' : 'unvalidated'}`) : t(`annotateFilters.review.${choice === yes ? 'yes' : 'no'}`);
  const choices: { value: string | null; label: string }[] = [
    { value: null, label: t('annotateFilters.review.any') },
    { value: yes, label: text(yes) },
    { value: no, label: text(no) },
  ];
  return (
    <fieldset className={styles.property} aria-describedby={hintId} data-review-property={property}>
      <legend className={styles.legend}>{t(`annotateFilters.review.titles.${property}`)}</legend>
      <p id={hintId} className={styles.hint}>
        {t(`annotateFilters.review.hints.${property}`)}
      </p>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value ?? 'any'} className={styles.choice}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              data-focus-key={reviewFocusKey(property, choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
