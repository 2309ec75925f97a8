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
      large: {
        help_one: '{{formatted}} label: find one by typing, then give it a position.',
        help_other: '{{formatted}} labels: find one by typing, then give it a position.',
        find: 'Find the label to move',
        matches: 'Matching labels',
        moreMatches_one: '{{formatted}} more match: keep typing',
        moreMatches_other: '{{formatted}} more matches: keep typing',
        noMatch: 'No label matches',
        chosen: '“{{option}}” is at position {{position}} of {{total}}',
        noneChosen: 'Pick a label among the matches',
        position: 'Move to position',
        move: 'Move',
        head_one: 'The first label',
        head_other: 'The first {{count}} labels',
      },
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
      large: {
        help_one: '{{formatted}} Label: eines durch Tippen finden und ihm eine Position geben.',
        help_other: '{{formatted}} Labels: eines durch Tippen finden und ihm eine Position geben.',
        find: 'Zu verschiebendes Label finden',
        matches: 'Passende Labels',
        moreMatches_one: '{{formatted}} weiterer Treffer: weitertippen',
        moreMatches_other: '{{formatted}} weitere Treffer: weitertippen',
        noMatch: 'Kein Label passt',
        chosen: '„{{option}}“ steht an Position {{position}} von {{total}}',
        noneChosen: 'Wähle ein Label unter den Treffern',
        position: 'An Position verschieben',
        move: 'Verschieben',
        head_one: 'Das erste Label',
        head_other: 'Die ersten {{count}} Labels',
      },
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
      large: {
        help_one: '{{formatted}} etiqueta: búscala escribiendo y dale una posición.',
        help_other: '{{formatted}} etiquetas: busca una escribiendo y dale una posición.',
        find: 'Buscar la etiqueta que mover',
        matches: 'Etiquetas que coinciden',
        moreMatches_one: '{{formatted}} coincidencia más: sigue escribiendo',
        moreMatches_other: '{{formatted}} coincidencias más: sigue escribiendo',
        noMatch: 'Ninguna etiqueta coincide',
        chosen: '«{{option}}» está en la posición {{position}} de {{total}}',
        noneChosen: 'Elige una etiqueta entre las coincidencias',
        position: 'Mover a la posición',
        move: 'Mover',
        head_one: 'La primera etiqueta',
        head_other: 'Las primeras {{count}} etiquetas',
      },
    },
  },
});
