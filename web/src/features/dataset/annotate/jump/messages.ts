import { defineMessages } from '../../../../shared/i18n/messages';

/** Strings of the counter's "Go to record" box (focus view: that record; bulk view: its page). */
export const annotateJumpMessages = defineMessages({
  en: {
    annotateJump: {
      label: 'Go to record',
      ofTotal: 'of {{total}}',
      refused: 'Type a whole number from 1 to {{total}}',
      shortcut: 'Go to a record by its number',
      shortcutBulk: 'Go to the page of a record by its number',
    },
  },
  de: {
    annotateJump: {
      label: 'Zu Datensatz springen',
      ofTotal: 'von {{total}}',
      refused: 'Gib eine ganze Zahl von 1 bis {{total}} ein',
      shortcut: 'Zu einem Datensatz nach seiner Nummer springen',
      shortcutBulk: 'Zur Seite eines Datensatzes nach seiner Nummer springen',
    },
  },
  es: {
    annotateJump: {
      label: 'Ir al registro',
      ofTotal: 'de {{total}}',
      refused: 'Escribe un número entero del 1 al {{total}}',
      shortcut: 'Ir a un registro por su número',
      shortcutBulk: 'Ir a la página de un registro por su número',
    },
  },
});
