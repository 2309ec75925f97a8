import { defineMessages } from '../../../../shared/i18n/messages';

/** Strings of finding records on the annotation page: the text search, the reset and what a search matched. */
export const annotateSearchMessages = defineMessages({
  en: {
    annotateSearch: {
      open: 'Search records',
      placeholder: 'Introduce a query',
      label: 'Search text',
      apply: 'Search',
      clear: 'Clear the search',
      scope: 'Search in',
      allFields: 'All fields',
      reset: 'Reset',
      resetHint: 'Clear the search, filters, sort and similarity',
      noMatches: 'You have no {{status}} records matching your query',
      matched: '{{total}} matching records',
    },
  },
  de: {
    annotateSearch: {
      open: 'Datensätze durchsuchen',
      placeholder: 'Suchbegriff eingeben',
      label: 'Suchtext',
      apply: 'Suchen',
      clear: 'Suche löschen',
      scope: 'Suchen in',
      allFields: 'Alle Felder',
      reset: 'Zurücksetzen',
      resetHint: 'Suche, Filter, Sortierung und Ähnlichkeit entfernen',
      noMatches: 'Keine Datensätze mit Status „{{status}}“ passen zu Ihrer Suche',
      matched: '{{total}} passende Datensätze',
    },
  },
  es: {
    annotateSearch: {
      open: 'Buscar registros',
      placeholder: 'Introduce una consulta',
      label: 'Texto de búsqueda',
      apply: 'Buscar',
      clear: 'Borrar la búsqueda',
      scope: 'Buscar en',
      allFields: 'Todos los campos',
      reset: 'Restablecer',
      resetHint: 'Quitar la búsqueda, los filtros, el orden y la similitud',
      noMatches: 'No tienes registros en estado «{{status}}» que coincidan con tu consulta',
      matched: '{{total}} registros coincidentes',
    },
  },
});
