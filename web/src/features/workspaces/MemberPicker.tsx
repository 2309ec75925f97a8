import * as Ariakit from '@ariakit/react';
import type { User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { notify } from '../../shared/toasts/store';
import { useAddMember } from './queries';
import { pickerCandidates, workspaceRefusal, type Refusal } from './workspace-view';
import styles from './WorkspacesPage.module.css';

/** Past this many matches the list stops: typing narrows it. */
const SHOWN_CANDIDATES = 50;

export interface MemberPickerProps {
  workspace: { id: string; name: string };
  users: readonly User[];
  members: readonly User[];
}

/**
 * "Add a member": a combobox over the people not yet in the workspace (Ariakit's, so arrows, Enter,
 * Escape and screen readers behave as everywhere), then Add.
 */
export function MemberPicker({ workspace, users, members }: MemberPickerProps) {
  const { t, i18n } = useTranslation();
  const add = useAddMember(workspace.id);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<User | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const everyone = pickerCandidates(users, members, '', i18n.language);
  const matches = pickerCandidates(users, members, chosen ? '' : text, i18n.language);

  function submit() {
    if (!chosen || add.isPending) return;
    const user = chosen;
    setRefusal(null);
    add.mutate(user.id, {
      onSuccess: () => {
        notify({ message: t('workspaces.toasts.added', { username: user.username, workspace: workspace.name }), type: 'success' });
        setText('');
        setChosen(null);
      },
      onError: (error) => setRefusal(workspaceRefusal('add', error)),
    });
  }

  return (
    <form
      className={styles.picker}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Ariakit.ComboboxProvider
        inputValue={text}
        setInputValue={(value) => {
          setText(value);
          // Typing again after a choice starts a new search.
          if (chosen && value !== chosen.username) setChosen(null);
        }}
        setSelectedValue={(value) => {
          const user = users.find((candidate) => candidate.username === value) ?? null;
          setChosen(user);
          setRefusal(null);
        }}
        resetValueOnHide={false}
      >
        <Ariakit.ComboboxLabel className={styles.pickerLabel}>{t('workspaces.picker.label')}</Ariakit.ComboboxLabel>
        <div className={styles.pickerRow}>
          <Ariakit.Combobox className={styles.pickerInput} placeholder={t('workspaces.picker.placeholder')} autoSelect />
          <Button type="submit" variant="primary" disabled={!chosen || add.isPending}>
            {t('workspaces.actions.add')}
          </Button>
        </div>
        <Ariakit.ComboboxPopover gutter={4} sameWidth className={styles.pickerPopover} unmountOnHide>
          {matches.slice(0, SHOWN_CANDIDATES).map((user) => (
            <Ariakit.ComboboxItem key={user.id} value={user.username} className={styles.pickerItem}>
              <span className={styles.pickerName}>{user.username}</span>
              <span className={styles.pickerMeta}>
                {[user.first_name, user.last_name].filter(Boolean).join(' ')} · {t(`common.roles.${user.role}`)}
              </span>
            </Ariakit.ComboboxItem>
          ))}
          {matches.length === 0 && (
            <div className={styles.pickerEmpty}>{everyone.length === 0 ? t('workspaces.picker.nobody') : t('workspaces.picker.noMatches')}</div>
          )}
        </Ariakit.ComboboxPopover>
      </Ariakit.ComboboxProvider>
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
    </form>
  );
}
