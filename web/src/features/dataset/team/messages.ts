import { defineMessages } from '../../../shared/i18n/messages';

export const datasetTeamMessages = defineMessages({
  en: { datasetTeam: {} },
  de: { datasetTeam: {} },
  es: { datasetTeam: {} },
});
