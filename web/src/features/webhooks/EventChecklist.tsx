import type { WebhookEvent } from '@gloss/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { actionOf, EVENT_GROUPS, groupState, withEvent, withGroup, type EventGroup } from './webhook-form';
import styles from './dialogs.module.css';

export interface EventChecklistProps {
  events: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error: string | null;
}

/** The events to subscribe to, by group (dataset, record, response), each group with its "All" box. */
export function EventChecklist({ events, onChange, error }: EventChecklistProps) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={noteId} data-invalid={error ? true : undefined} data-testid="event-checklist">
      <legend className={styles.legend}>{t('webhooks.form.events')}</legend>
      <div className={styles.eventGroups}>
        {EVENT_GROUPS.map(({ group, events: members }) => (
          <fieldset key={group} className={styles.eventGroup}>
            <legend className={styles.groupLegend}>{t(`webhooks.events.groups.${group}`)}</legend>
            <GroupBox group={group} events={events} onChange={onChange} />
            {members.map((event) => (
              <label key={event} className={styles.eventCheck}>
                <input type="checkbox" checked={events.includes(event)} onChange={(change) => onChange(withEvent(events, event, change.target.checked))} />
                <span className={styles.eventText}>
                  <code className={styles.eventName}>{event}</code>
                  <span className={styles.eventAbout}>{t(`webhooks.events.about.${group}.${actionOf(event)}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <p id={noteId} className={error ? styles.error : styles.note}>
        {error ?? t('webhooks.form.eventsHint')}
      </p>
    </fieldset>
  );
}

/** "All dataset events": ticked, cleared, or mixed when only some of the group are. */
function GroupBox({ group, events, onChange }: { group: EventGroup; events: readonly WebhookEvent[]; onChange: (events: WebhookEvent[]) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const state = groupState(events, group);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={`${styles.eventCheck} ${styles.allCheck}`}>
      <input
        ref={box}
        type="checkbox"
        checked={state === 'all'}
        onChange={() => onChange(withGroup(events, group, state !== 'all'))}
      />
      <span>{t(`webhooks.events.allOf.${group}`)}</span>
    </label>
  );
}
