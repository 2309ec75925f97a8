import * as Popover from '@radix-ui/react-popover';
import type { VectorSettings } from '@gloss/contract';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/Button';
import type { SimilarityOrder } from '../criteria';
import type { SimilarityChoice } from './similarity';
import styles from './FindSimilar.module.css';

export interface FindSimilarProps {
  vectors: readonly VectorSettings[];
  /** What the choice starts from each time it opens. */
  initial: SimilarityChoice;
  onFind: (choice: SimilarityChoice) => void;
}

const ORDERS: readonly SimilarityOrder[] = ['most', 'least'];

/**
 * The record header's "Find similar". With one vector there is nothing to choose and it searches at once;
 * with several, a popover asks for the order and the vector first.
 */
export function FindSimilar({ vectors, initial, onFind }: FindSimilarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(initial);
  const titleId = useId();
  const radioName = useId();

  if (vectors.length === 1) {
    return (
      <button
        type="button"
        className={styles.trigger}
        onClick={() => onFind({ ...initial, vector: vectors[0]!.name })}
        title={t('annotateSimilarity.findSimilarHint')}
        data-testid="find-similar"
      >
        <SimilarIcon />
        {t('annotateSimilarity.findSimilar')}
      </button>
    );
  }

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the running search (or the defaults), not from an abandoned choice.
    if (next) setChoice(initial);
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onFind(choice);
  };
  // Arrow keys move between radios here; they must not also move to another record.
  const keepKeys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') event.stopPropagation();
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button type="button" className={styles.trigger} data-testid="find-similar" aria-haspopup="dialog">
          <SimilarIcon />
          {t('annotateSimilarity.findSimilar')}
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
            <path d="m2 3.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          onKeyDown={keepKeys}
          data-testid="find-similar-panel"
        >
          <form onSubmit={submit} className={styles.form}>
            <h2 id={titleId} className="visually-hidden">
              {t('annotateSimilarity.chooseTitle')}
            </h2>
            <label className={styles.order}>
              <span className="visually-hidden">{t('annotateSimilarity.order')}</span>
              <select
                value={choice.order}
                onChange={(event) => setChoice({ ...choice, order: event.target.value as SimilarityOrder })}
                aria-label={t('annotateSimilarity.order')}
              >
                {ORDERS.map((order) => (
                  <option key={order} value={order}>
                    {t(`annotateSimilarity.orders.${order}`)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={styles.vectors}>
              <legend>{t('annotateSimilarity.using')}</legend>
              {vectors.map((vector) => (
                <label key={vector.id} className={styles.vector}>
                  <input
                    type="radio"
                    name={radioName}
                    value={vector.name}
                    checked={choice.vector === vector.name}
                    onChange={() => setChoice({ ...choice, vector: vector.name })}
                  />
                  <span>{vector.title}</span>
                </label>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <Popover.Close asChild>
                <Button size="small">{t('annotateSimilarity.cancel')}</Button>
              </Popover.Close>
              <Button type="submit" variant="primary" size="small">
                {t('annotateSimilarity.find')}
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Two overlapping circles: "like this one". */
function SimilarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <circle cx="6" cy="8" r="4" />
      <circle cx="10" cy="8" r="4" />
    </svg>
  );
}
