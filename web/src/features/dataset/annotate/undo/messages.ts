import { defineMessages } from '../../../../shared/i18n/messages';

/**
 * Strings of undo on the annotation page. `offers` name what was done, by action, for one record or
 * `{{count}}` (the bulk view): `t('annotateUndo.offers.submitted', { count })`.
 */
export const annotateUndoMessages = defineMessages({
  en: {
    annotateUndo: {
      undo: 'Undo',
      offers: {
        submitted_one: 'Record submitted',
        submitted_other: '{{count}} records submitted',
        discarded_one: 'Record discarded',
        discarded_other: '{{count}} records discarded',
        draft_one: 'Draft saved',
        draft_other: '{{count}} records saved as draft',
        clear_one: 'Answers cleared',
        clear_other: 'Answers of {{count}} records cleared',
      },
      done_one: 'Undone: the record has its previous answers again',
      done_other: 'Undone: {{count}} records have their previous answers again',
      stale_one: 'Not undone: the record was changed again since. Its latest answers were kept.',
      stale_other: 'Not undone for {{count}} records: they were changed again since. Their latest answers were kept.',
      failed_one: 'Undo failed: the server did not take it. The record keeps its new answers.',
      failed_other: 'Undo failed for {{count}} records: the server did not take it. They keep their new answers.',
      writeFailed: 'Nothing to undo: the action itself was not saved, so the record is unchanged.',
      retry: 'Try again',
      shortcut: 'Undo the last action (while its message shows)',
    },
  },
  de: {
    annotateUndo: {
      undo: 'Rückgängig',
      offers: {
        submitted_one: 'Datensatz eingereicht',
        submitted_other: '{{count}} Datensätze eingereicht',
        discarded_one: 'Datensatz verworfen',
        discarded_other: '{{count}} Datensätze verworfen',
        draft_one: 'Entwurf gespeichert',
        draft_other: '{{count}} Datensätze als Entwurf gespeichert',
        clear_one: 'Antworten geleert',
        clear_other: 'Antworten von {{count}} Datensätzen geleert',
      },
      done_one: 'Rückgängig gemacht: Der Datensatz hat wieder seine vorherigen Antworten',
      done_other: 'Rückgängig gemacht: {{count}} Datensätze haben wieder ihre vorherigen Antworten',
      stale_one: 'Nicht rückgängig gemacht: Der Datensatz wurde seitdem erneut geändert. Seine neuesten Antworten bleiben.',
      stale_other: 'Für {{count}} Datensätze nicht rückgängig gemacht: Sie wurden seitdem erneut geändert. Ihre neuesten Antworten bleiben.',
      failed_one: 'Rückgängig machen fehlgeschlagen: Der Server hat es nicht angenommen. Der Datensatz behält seine neuen Antworten.',
      failed_other:
        'Rückgängig machen für {{count}} Datensätze fehlgeschlagen: Der Server hat es nicht angenommen. Sie behalten ihre neuen Antworten.',
      writeFailed: 'Nichts rückgängig zu machen: Die Aktion selbst wurde nicht gespeichert, der Datensatz ist unverändert.',
      retry: 'Erneut versuchen',
      shortcut: 'Letzte Aktion rückgängig machen (solange ihre Meldung zu sehen ist)',
    },
  },
  es: {
    annotateUndo: {
      undo: 'Deshacer',
      offers: {
        submitted_one: 'Registro enviado',
        submitted_other: '{{count}} registros enviados',
        discarded_one: 'Registro descartado',
        discarded_other: '{{count}} registros descartados',
        draft_one: 'Borrador guardado',
        draft_other: '{{count}} registros guardados como borrador',
        clear_one: 'Respuestas borradas',
        clear_other: 'Respuestas de {{count}} registros borradas',
      },
      done_one: 'Deshecho: el registro vuelve a tener sus respuestas anteriores',
      done_other: 'Deshecho: {{count}} registros vuelven a tener sus respuestas anteriores',
      stale_one: 'No se deshizo: el registro cambió de nuevo desde entonces. Se conservan sus últimas respuestas.',
      stale_other: 'No se deshizo en {{count}} registros: cambiaron de nuevo desde entonces. Se conservan sus últimas respuestas.',
      failed_one: 'No se pudo deshacer: el servidor no lo aceptó. El registro conserva sus respuestas nuevas.',
      failed_other: 'No se pudo deshacer en {{count}} registros: el servidor no lo aceptó. Conservan sus respuestas nuevas.',
      writeFailed: 'Nada que deshacer: la acción misma no se guardó, así que el registro no cambió.',
      retry: 'Reintentar',
      shortcut: 'Deshacer la última acción (mientras se ve su mensaje)',
    },
  },
});
