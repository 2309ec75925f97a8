import { defineMessages } from '../../shared/i18n/messages';

/*
 * Counts are interpolated into phrasings that read right for any number ("Offen: 3", "Pendientes: 1"),
 * so no language needs plural forms. Tags like <code> and <settingsLink> are filled in by <Trans>.
 */
export const datasetsMessages = defineMessages({
  en: {
    datasets: {
      title: 'Datasets',
      tableCaption: 'Datasets you can access',
      columns: {
        name: 'Dataset',
        workspace: 'Workspace',
        created: 'Created',
        updated: 'Updated',
        progress: 'Team progress',
      },
      sortBy: 'Sort by {{column}}',
      search: {
        label: 'Search datasets',
        placeholder: 'Search datasets',
        clear: 'Clear search',
      },
      workspaceFilter: {
        button: 'Workspace filter',
        label: 'Workspace',
        legend: 'Show datasets in',
        clear: 'Clear selection',
        none: 'You are not a member of any workspace yet.',
        unavailable: 'not available to you',
      },
      draft: 'Draft',
      draftHint: 'Not published yet: annotators cannot open it',
      unknownWorkspace: 'Unknown workspace',
      settingsOf: 'Settings of {{name}}',
      progress: {
        left: '{{left}} left',
        noRecords: 'No records',
        summary: '{{completed}}/{{total}} completed ({{percent}}%)',
        label: 'Team progress of {{name}}',
        unavailable: 'Progress unavailable',
      },
      pagination: {
        label: 'Pagination',
        rowsPerPage: 'Rows per page',
        range: '{{from}}–{{to}} of {{total}}',
        previous: 'Previous page',
        next: 'Next page',
      },
      clearFilters: 'Clear filters',
      noMatches: {
        title: 'No datasets match your filters',
        text: 'Try another name, or include more workspaces.',
      },
      empty: {
        annotatorTitle: 'No datasets yet',
        annotatorText:
          'You do not have access to any dataset yet. Ask an administrator to add you to a workspace or to upload records to a dataset.',
        adminTitle: 'Create your first dataset with the Python SDK',
        adminIntro:
          'Datasets are created from Python with the argilla SDK, which works with Gloss unchanged. Install it with <code>{{command}}</code>, then run:',
        apiKey: 'Your API key is in <settingsLink>My settings</settingsLink>.',
        noWorkspace: 'You are not a member of any workspace yet. Ask an owner to add you to one, then put its name in the code below.',
        apiKeyPlaceholder: '<your API key>',
        workspacePlaceholder: '<workspace name>',
        snippetLabel: 'Python code that creates a dataset',
        copySnippet: 'Copy code',
      },
      loadError: 'The datasets could not be loaded.',
    },
  },
  de: {
    datasets: {
      title: 'Datasets',
      tableCaption: 'Datasets, auf die du Zugriff hast',
      columns: {
        name: 'Dataset',
        workspace: 'Arbeitsbereich',
        created: 'Erstellt',
        updated: 'Aktualisiert',
        progress: 'Teamfortschritt',
      },
      sortBy: 'Nach {{column}} sortieren',
      search: {
        label: 'Datasets durchsuchen',
        placeholder: 'Datasets durchsuchen',
        clear: 'Suche löschen',
      },
      workspaceFilter: {
        button: 'Arbeitsbereichsfilter',
        label: 'Arbeitsbereich',
        legend: 'Datasets anzeigen aus',
        clear: 'Auswahl aufheben',
        none: 'Du bist noch in keinem Arbeitsbereich Mitglied.',
        unavailable: 'für dich nicht verfügbar',
      },
      draft: 'Entwurf',
      draftHint: 'Noch nicht veröffentlicht: Annotatoren können es nicht öffnen',
      unknownWorkspace: 'Unbekannter Arbeitsbereich',
      settingsOf: 'Einstellungen von {{name}}',
      progress: {
        left: 'Offen: {{left}}',
        noRecords: 'Keine Datensätze',
        summary: '{{completed}}/{{total}} abgeschlossen ({{percent}} %)',
        label: 'Teamfortschritt von {{name}}',
        unavailable: 'Fortschritt nicht verfügbar',
      },
      pagination: {
        label: 'Seitennavigation',
        rowsPerPage: 'Zeilen pro Seite',
        range: '{{from}}–{{to}} von {{total}}',
        previous: 'Vorherige Seite',
        next: 'Nächste Seite',
      },
      clearFilters: 'Filter zurücksetzen',
      noMatches: {
        title: 'Keine Datasets entsprechen deinen Filtern',
        text: 'Versuche einen anderen Namen oder wähle weitere Arbeitsbereiche aus.',
      },
      empty: {
        annotatorTitle: 'Noch keine Datasets',
        annotatorText:
          'Du hast noch keinen Zugriff auf ein Dataset. Bitte eine Administratorin oder einen Administrator, dich einem Arbeitsbereich hinzuzufügen oder Datensätze in ein Dataset hochzuladen.',
        adminTitle: 'Erstelle dein erstes Dataset mit dem Python-SDK',
        adminIntro:
          'Datasets werden in Python mit dem SDK argilla erstellt, das unverändert mit Gloss funktioniert. Installiere es mit <code>{{command}}</code> und führe dann Folgendes aus:',
        apiKey: 'Deinen API-Schlüssel findest du unter <settingsLink>Meine Einstellungen</settingsLink>.',
        noWorkspace: 'Du bist noch in keinem Arbeitsbereich Mitglied. Bitte eine Eigentümerin oder einen Eigentümer, dich einem hinzuzufügen, und setze dann dessen Namen unten im Code ein.',
        apiKeyPlaceholder: '<dein API-Schlüssel>',
        workspacePlaceholder: '<Name des Arbeitsbereichs>',
        snippetLabel: 'Python-Code, der ein Dataset erstellt',
        copySnippet: 'Code kopieren',
      },
      loadError: 'Die Datasets konnten nicht geladen werden.',
    },
  },
  es: {
    datasets: {
      title: 'Datasets',
      tableCaption: 'Datasets a los que tienes acceso',
      columns: {
        name: 'Dataset',
        workspace: 'Espacio de trabajo',
        created: 'Creado',
        updated: 'Actualizado',
        progress: 'Progreso del equipo',
      },
      sortBy: 'Ordenar por {{column}}',
      search: {
        label: 'Buscar datasets',
        placeholder: 'Buscar datasets',
        clear: 'Borrar la búsqueda',
      },
      workspaceFilter: {
        button: 'Filtro de espacio de trabajo',
        label: 'Espacio de trabajo',
        legend: 'Mostrar datasets de',
        clear: 'Quitar la selección',
        none: 'Todavía no perteneces a ningún espacio de trabajo.',
        unavailable: 'no disponible para ti',
      },
      draft: 'Borrador',
      draftHint: 'Aún no publicado: los anotadores no pueden abrirlo',
      unknownWorkspace: 'Espacio de trabajo desconocido',
      settingsOf: 'Configuración de {{name}}',
      progress: {
        left: 'Pendientes: {{left}}',
        noRecords: 'Sin registros',
        summary: '{{completed}}/{{total}} completados ({{percent}} %)',
        label: 'Progreso del equipo en {{name}}',
        unavailable: 'Progreso no disponible',
      },
      pagination: {
        label: 'Paginación',
        rowsPerPage: 'Filas por página',
        range: '{{from}}–{{to}} de {{total}}',
        previous: 'Página anterior',
        next: 'Página siguiente',
      },
      clearFilters: 'Borrar filtros',
      noMatches: {
        title: 'Ningún dataset coincide con tus filtros',
        text: 'Prueba con otro nombre o incluye más espacios de trabajo.',
      },
      empty: {
        annotatorTitle: 'Todavía no hay datasets',
        annotatorText:
          'Aún no tienes acceso a ningún dataset. Pide a un administrador que te añada a un espacio de trabajo o que suba registros a un dataset.',
        adminTitle: 'Crea tu primer dataset con el SDK de Python',
        adminIntro:
          'Los datasets se crean desde Python con el SDK argilla, que funciona con Gloss sin cambios. Instálalo con <code>{{command}}</code> y luego ejecuta:',
        apiKey: 'Tu clave de API está en <settingsLink>Mi configuración</settingsLink>.',
        noWorkspace: 'Todavía no perteneces a ningún espacio de trabajo. Pide a un propietario que te añada a uno y escribe su nombre en el código de abajo.',
        apiKeyPlaceholder: '<tu clave de API>',
        workspacePlaceholder: '<nombre del espacio de trabajo>',
        snippetLabel: 'Código Python que crea un dataset',
        copySnippet: 'Copiar código',
      },
      loadError: 'No se pudieron cargar los datasets.',
    },
  },
});
