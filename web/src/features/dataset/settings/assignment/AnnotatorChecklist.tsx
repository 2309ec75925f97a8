import type { User } from '@gloss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { numberFormat } from '../../../../shared/format/numbers';
import { toggled } from './assignment-body';
import styles from './AssignmentTab.module.css';

/** Past this many people the list gets a box to find one by name. */
const SEARCH_FROM = 8;

export interface AnnotatorChecklistProps {
  legend: string;
  people: readonly User[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Records each person holds now, shown beside their name. */
  assignedNow?: ReadonlyMap<string, number>;
  /** Why the selection cannot be sent, tied to the group. */
  problem?: string | null;
  testId?: string;
}

/** A group of checkboxes, one per person, with select all / clear and, for a long list, a name filter. */
export function AnnotatorChecklist({ legend, people, selected, onChange, assignedNow, problem, testId }: AnnotatorChecklistProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const problemId = useId();
  const number = numberFormat(i18n.language);
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const shown = needle ? people.filter((person) => person.username.toLocaleLowerCase(i18n.language).includes(needle)) : people;
  return (
    <fieldset className={styles.checklist} aria-describedby={problem ? problemId : undefined} data-testid={testId}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checklistBar}>
        <span className={styles.muted} aria-live="polite">
          {t('assignment.annotators.selected', { count: selected.length, formatted: number.format(selected.length) })}
        </span>
        <Button size="small" variant="ghost" onClick={() => onChange(people.map((person) => person.id))}>
          {t('assignment.annotators.selectAll')}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onChange([])} disabled={selected.length === 0}>
          {t('assignment.annotators.selectNone')}
        </Button>
      </div>
      {people.length > SEARCH_FROM && (
        <input
          type="search"
          className={styles.input}
          aria-label={t('assignment.annotators.search')}
          placeholder={t('assignment.annotators.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <ul className={styles.people}>
        {shown.map((person) => (
          <li key={person.id}>
            <label className={styles.person}>
              <input type="checkbox" checked={selected.includes(person.id)} onChange={() => onChange(toggled(selected, person.id))} />
              <span className={styles.personName}>{person.username}</span>
              <span className={styles.personRole}>{t(`common.roles.${person.role}`)}</span>
              {assignedNow?.has(person.id) && (
                <span className={styles.personCount}>{t('assignment.annotators.assignedNow', { formatted: number.format(assignedNow.get(person.id)!) })}</span>
              )}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className={styles.muted}>{t('assignment.annotators.noMatch')}</li>}
      </ul>
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
