import { defineMessages } from '../../../../shared/i18n/messages';

/**
 * Strings of the label order (a question's options as chips an admin reorders). `moved` and the edges
 * are read by screen readers after each move: `{{option}}` is the label's text, `{{position}}` and
 * `{{total}}` formatted numbers.
 */
export const settingsOrderMessages = defineMessages({
  en: {
    settingsOrder: {
      instructions:
        'Drag a label to move it. From the keyboard, the arrow keys go from label to label; Alt with an arrow key moves the focused label one place, Alt+Home and Alt+End to the start or the end.',
      moved: '{{option}} moved to position {{position}} of {{total}}',
      alreadyFirst: '{{option}} is already first',
      alreadyLast: '{{option}} is already last',
      moveEarlier: 'Move “{{option}}” earlier',
      moveLater: 'Move “{{option}}” later',
    },
  },
  de: {
    settingsOrder: {
      instructions:
        'Ziehe ein Label, um es zu verschieben. Mit der Tastatur wechseln die Pfeiltasten von Label zu Label; Alt mit einer Pfeiltaste verschiebt das fokussierte Label um eine Stelle, Alt+Pos1 und Alt+Ende an den Anfang oder das Ende.',
      moved: '{{option}} an Position {{position}} von {{total}} verschoben',
      alreadyFirst: '{{option}} steht bereits an erster Stelle',
      alreadyLast: '{{option}} steht bereits an letzter Stelle',
      moveEarlier: '„{{option}}“ nach vorne verschieben',
      moveLater: '„{{option}}“ nach hinten verschieben',
    },
  },
  es: {
    settingsOrder: {
      instructions:
        'Arrastra una etiqueta para moverla. Con el teclado, las flechas pasan de una etiqueta a otra; Alt con una flecha mueve la etiqueta enfocada un puesto, Alt+Inicio y Alt+Fin al principio o al final.',
      moved: 'Se movió {{option}} a la posición {{position}} de {{total}}',
      alreadyFirst: '{{option}} ya está en primer lugar',
      alreadyLast: '{{option}} ya está en último lugar',
      moveEarlier: 'Mover «{{option}}» antes',
      moveLater: 'Mover «{{option}}» después',
    },
  },
});
