import { defineMessages } from '../../../../shared/i18n/messages';

export const annotateRecordMessages = defineMessages({
  en: {
    annotateRecord: {
      menu: 'More about this record',
      viewMetadata: 'View metadata',
      copyRecord: 'Copy record',
      copied: 'The record was copied to the clipboard',
      copyFailed: 'The record could not be copied',
      metadataTitle: 'Metadata',
      property: 'Property',
      value: 'Value',
      noMetadata: 'This record has no metadata to show.',
      back: 'Back',
    },
  },
  de: {
    annotateRecord: {
      menu: 'Mehr zu diesem Datensatz',
      viewMetadata: 'Metadaten ansehen',
      copyRecord: 'Datensatz kopieren',
      copied: 'Der Datensatz wurde in die Zwischenablage kopiert',
      copyFailed: 'Der Datensatz konnte nicht kopiert werden',
      metadataTitle: 'Metadaten',
      property: 'Eigenschaft',
      value: 'Wert',
      noMetadata: 'Dieser Datensatz hat keine Metadaten zum Anzeigen.',
      back: 'Zurück',
    },
  },
  es: {
    annotateRecord: {
      menu: 'Más sobre este registro',
      viewMetadata: 'Ver metadatos',
      copyRecord: 'Copiar registro',
      copied: 'El registro se copió al portapapeles',
      copyFailed: 'No se pudo copiar el registro',
      metadataTitle: 'Metadatos',
      property: 'Propiedad',
      value: 'Valor',
      noMetadata: 'Este registro no tiene metadatos que mostrar.',
      back: 'Volver',
    },
  },
});
