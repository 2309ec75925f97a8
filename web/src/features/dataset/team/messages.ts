import { defineMessages } from '../../../shared/i18n/messages';

/** Strings of the dataset's nav (Annotate, Review, Team, Settings) and of its Team page. */
export const datasetTeamMessages = defineMessages({
  en: {
    datasetTeam: {
      nav: {
        label: 'Dataset pages',
        annotate: 'Annotate',
        review: 'Review',
        team: 'Team',
        settings: 'Settings',
      },
    },
  },
  de: {
    datasetTeam: {
      nav: {
        label: 'Seiten des Datasets',
        annotate: 'Annotieren',
        review: 'Prüfen',
        team: 'Team',
        settings: 'Einstellungen',
      },
    },
  },
  es: {
    datasetTeam: {
      nav: {
        label: 'Páginas del dataset',
        annotate: 'Anotar',
        review: 'Revisar',
        team: 'Equipo',
        settings: 'Configuración',
      },
    },
  },
});
