import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../../shared/dom/useModalDialog';
import styles from './ShortcutsPanel.module.css';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface ShortcutGroup {
  titleKey: string;
  items: { keys: string[]; labelKey: string }[];
}

export const PAGE_SHORTCUTS: ShortcutGroup[] = [
  {
    titleKey: 'annotate.shortcuts.global',
    items: [
      { keys: ['↵'], labelKey: 'annotate.shortcuts.submit' },
      { keys: ['⌫'], labelKey: 'annotate.shortcuts.discard' },
      { keys: [IS_MAC ? '⌘' : 'Ctrl', 'S'], labelKey: 'annotate.shortcuts.draft' },
      { keys: [IS_MAC ? '⌘' : 'Ctrl', 'Z'], labelKey: 'annotateUndo.shortcut' },
      { keys: ['→'], labelKey: 'annotate.shortcuts.next' },
      { keys: ['←'], labelKey: 'annotate.shortcuts.previous' },
      { keys: ['Alt', 'G'], labelKey: 'annotateJump.shortcut' },
      { keys: ['Alt', 'C'], labelKey: 'comments.shortcut' },
      { keys: ['?'], labelKey: 'annotate.shortcuts.help' },
    ],
  },
  {
    titleKey: 'annotate.shortcuts.questions',
    items: [
      { keys: ['Tab'], labelKey: 'annotate.shortcuts.nextControl' },
      { keys: ['Alt', '↓'], labelKey: 'annotate.shortcuts.nextQuestion' },
      { keys: ['Alt', '↑'], labelKey: 'annotate.shortcuts.previousQuestion' },
      { keys: ['1', '…', '9'], labelKey: 'annotate.shortcuts.options' },
    ],
  },
];

/** Every shortcut of the page, question types' own included, in a dialog that `?` or Escape closes. */
export function ShortcutsPanel({ groups, onClose }: { groups: ShortcutGroup[]; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog(onClose);
  return (
    <dialog
      ref={dialog.ref}
      className={styles.dialog}
      aria-labelledby="shortcuts-title"
      onCancel={dialog.onCancel}
      onKeyDown={(event) => {
        if (event.key !== '?') return;
        // Taken here, so the page's own ? (which opened the list) does not open it again.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.ref.current) onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id="shortcuts-title">{t('annotate.shortcuts.title')}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('annotate.shortcuts.close')}>
          ×
        </button>
      </header>
      {groups.map((group) => (
        <section key={group.titleKey} className={styles.group}>
          <h3>{t(group.titleKey)}</h3>
          <dl>
            {group.items.map((item) => (
              <div key={`${item.labelKey}-${item.keys.join('+')}`} className={styles.row}>
                <dt>{t(item.labelKey)}</dt>
                <dd>
                  {item.keys.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className={styles.note}>{t('annotate.shortcuts.typing')}</p>
    </dialog>
  );
}
