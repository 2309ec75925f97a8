import type { Role } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import choices from '../../components/ui/ChoiceCards.module.css';

const ROLES: readonly Role[] = ['annotator', 'admin', 'owner'];

/** The three roles as radio cards, each saying what it may do. */
export function RoleChoices({
  legend,
  name,
  value,
  current,
  onChange,
}: {
  legend: string;
  name: string;
  value: Role;
  /** The account's role now, marked as such. */
  current?: Role;
  onChange: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={choices.group}>
      <legend className={choices.legend}>{legend}</legend>
      {ROLES.map((role) => {
        const label = t(`common.roles.${role}`);
        return (
          // Named by the role alone, described by what it may do.
          <label key={role} className={choices.choice}>
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-labelledby={`${id}-${role}-name`}
              aria-describedby={`${id}-${role}-hint`}
            />
            <span className={choices.choiceText}>
              <span id={`${id}-${role}-name`} className={choices.choiceName}>
                {role === current ? t('team.role.current', { role: label }) : label}
              </span>
              <span id={`${id}-${role}-hint`} className={choices.choiceHint}>
                {t(`team.roleHints.${role}`)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
