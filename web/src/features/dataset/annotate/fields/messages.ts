import { defineMessages } from '../../../../shared/i18n/messages';

/** What the record's fields say about themselves (text, image, chat and custom fields). */
export const annotateFieldsMessages = defineMessages({
  en: {
    annotateFields: {
      empty: 'No content',
      copyText: 'Copy text',
      image: {
        loadError: 'Could not load image',
        open: 'Open image in a new tab',
        loading: 'Loading image',
      },
      chat: {
        label: 'Conversation: {{title}}',
        unknownRole: 'Unknown role',
        empty: 'No messages',
        notMessages: 'This value is not a list of messages, so it is shown as it is.',
      },
      custom: {
        templateError: 'The template of this field could not be rendered: {{message}}',
        frameTitle: '{{title}} (custom content)',
      },
    },
  },
  de: {
    annotateFields: {
      empty: 'Kein Inhalt',
      copyText: 'Text kopieren',
      image: {
        loadError: 'Bild konnte nicht geladen werden',
        open: 'Bild in einem neuen Tab öffnen',
        loading: 'Bild wird geladen',
      },
      chat: {
        label: 'Unterhaltung: {{title}}',
        unknownRole: 'Unbekannte Rolle',
        empty: 'Keine Nachrichten',
        notMessages: 'Dieser Wert ist keine Liste von Nachrichten und wird daher unverändert angezeigt.',
      },
      custom: {
        templateError: 'Die Vorlage dieses Feldes konnte nicht dargestellt werden: {{message}}',
        frameTitle: '{{title}} (eigener Inhalt)',
      },
    },
  },
  es: {
    annotateFields: {
      empty: 'Sin contenido',
      copyText: 'Copiar texto',
      image: {
        loadError: 'No se pudo cargar la imagen',
        open: 'Abrir la imagen en una pestaña nueva',
        loading: 'Cargando la imagen',
      },
      chat: {
        label: 'Conversación: {{title}}',
        unknownRole: 'Rol desconocido',
        empty: 'No hay mensajes',
        notMessages: 'Este valor no es una lista de mensajes, así que se muestra tal cual.',
      },
      custom: {
        templateError: 'No se pudo mostrar la plantilla de este campo: {{message}}',
        frameTitle: '{{title}} (contenido personalizado)',
      },
    },
  },
});
