import { defineMessages } from '../../../shared/i18n/messages';

/** Strings of the dataset's Export action and its dialog. */
export const datasetExportMessages = defineMessages({
  en: {
    datasetExport: {
      button: 'Export',
      title: 'Export records',
      description: 'Download the records with their fields, metadata, suggestions and every annotator’s responses, in the columns the Argilla SDK’s to_datasets() gives.',
      format: 'Format',
      formats: {
        jsonl: { label: 'JSON Lines', hint: 'One JSON object per record (.jsonl): values as they are.' },
        csv: { label: 'CSV', hint: 'For spreadsheets (.csv): lists as JSON text; text that would start a formula begins with a quote.' },
        parquet: { label: 'Parquet', hint: 'Typed columns (.parquet): for pandas, Hugging Face datasets and training pipelines.' },
      },
      scope: 'Records',
      scopes: {
        all: 'All records',
        matching: 'Only the records matching the current search and filters',
      },
      matchingNote: 'Answer filters match anyone’s answers here, not only yours. The status tab does not apply.',
      leftOut: {
        sort: 'The sort does not apply: records come in the order they were added.',
        similar: 'The similarity search does not apply.',
      },
      count_one: '{{formatted}} record',
      count_other: '{{formatted}} records',
      counting: 'Counting records…',
      countUnknown: 'The number of records could not be counted.',
      download: 'Download',
      preparing: 'Preparing…',
      cancel: 'Cancel',
      started: 'Your download of {{filename}} has started. The browser shows its progress.',
      failed: {
        forbidden: 'Your account is not allowed to export this dataset.',
        notFound: 'This dataset could not be found. Someone may have deleted it.',
        tooLong: 'The search and filters are too long for a download from the app. Export them with the API instead.',
        network: 'The server could not be reached. Check your connection and try again.',
        other: 'The export could not be started. Try again in a moment.',
      },
    },
  },
  de: {
    datasetExport: {
      button: 'Exportieren',
      title: 'Datensätze exportieren',
      description: 'Lade die Datensätze mit ihren Feldern, Metadaten, Vorschlägen und den Antworten aller Annotatoren herunter, in den Spalten, die to_datasets() des Argilla SDK liefert.',
      format: 'Format',
      formats: {
        jsonl: { label: 'JSON Lines', hint: 'Ein JSON-Objekt pro Datensatz (.jsonl): Werte unverändert.' },
        csv: { label: 'CSV', hint: 'Für Tabellenkalkulationen (.csv): Listen als JSON-Text; Text, der eine Formel beginnen würde, beginnt mit einem Apostroph.' },
        parquet: { label: 'Parquet', hint: 'Typisierte Spalten (.parquet): für pandas, Hugging Face datasets und Trainings-Pipelines.' },
      },
      scope: 'Datensätze',
      scopes: {
        all: 'Alle Datensätze',
        matching: 'Nur die Datensätze, die zur aktuellen Suche und zu den Filtern passen',
      },
      matchingNote: 'Antwortfilter treffen hier die Antworten aller, nicht nur deine. Der Status-Reiter gilt nicht.',
      leftOut: {
        sort: 'Die Sortierung gilt nicht: Die Datensätze kommen in der Reihenfolge, in der sie hinzugefügt wurden.',
        similar: 'Die Ähnlichkeitssuche gilt nicht.',
      },
      count_one: '{{formatted}} Datensatz',
      count_other: '{{formatted}} Datensätze',
      counting: 'Datensätze werden gezählt…',
      countUnknown: 'Die Anzahl der Datensätze konnte nicht ermittelt werden.',
      download: 'Herunterladen',
      preparing: 'Wird vorbereitet…',
      cancel: 'Abbrechen',
      started: 'Der Download von {{filename}} hat begonnen. Der Browser zeigt den Fortschritt.',
      failed: {
        forbidden: 'Dein Konto darf dieses Dataset nicht exportieren.',
        notFound: 'Dieses Dataset wurde nicht gefunden. Vielleicht hat es jemand gelöscht.',
        tooLong: 'Suche und Filter sind zu lang für einen Download aus der App. Exportiere sie stattdessen über die API.',
        network: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
        other: 'Der Export konnte nicht gestartet werden. Versuche es gleich noch einmal.',
      },
    },
  },
  es: {
    datasetExport: {
      button: 'Exportar',
      title: 'Exportar registros',
      description: 'Descarga los registros con sus campos, metadatos, sugerencias y las respuestas de todos los anotadores, en las columnas que da to_datasets() del SDK de Argilla.',
      format: 'Formato',
      formats: {
        jsonl: { label: 'JSON Lines', hint: 'Un objeto JSON por registro (.jsonl): los valores tal cual.' },
        csv: { label: 'CSV', hint: 'Para hojas de cálculo (.csv): listas como texto JSON; el texto que empezaría una fórmula empieza con un apóstrofo.' },
        parquet: { label: 'Parquet', hint: 'Columnas con tipo (.parquet): para pandas, Hugging Face datasets y flujos de entrenamiento.' },
      },
      scope: 'Registros',
      scopes: {
        all: 'Todos los registros',
        matching: 'Solo los registros que coinciden con la búsqueda y los filtros actuales',
      },
      matchingNote: 'Aquí los filtros de respuestas coinciden con las respuestas de cualquiera, no solo las tuyas. La pestaña de estado no se aplica.',
      leftOut: {
        sort: 'El orden no se aplica: los registros salen en el orden en que se añadieron.',
        similar: 'La búsqueda por similitud no se aplica.',
      },
      count_one: '{{formatted}} registro',
      count_other: '{{formatted}} registros',
      counting: 'Contando registros…',
      countUnknown: 'No se pudo contar el número de registros.',
      download: 'Descargar',
      preparing: 'Preparando…',
      cancel: 'Cancelar',
      started: 'Ha empezado la descarga de {{filename}}. El navegador muestra su progreso.',
      failed: {
        forbidden: 'Tu cuenta no puede exportar este dataset.',
        notFound: 'No se encontró este dataset. Puede que alguien lo haya eliminado.',
        tooLong: 'La búsqueda y los filtros son demasiado largos para una descarga desde la aplicación. Expórtalos con la API.',
        network: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
        other: 'No se pudo iniciar la exportación. Inténtalo de nuevo en un momento.',
      },
    },
  },
});
