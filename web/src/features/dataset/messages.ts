import { defineMessages } from '../../shared/i18n/messages';

export const datasetMessages = defineMessages({
  en: { dataset: { title: 'TODO' } },
  de: { dataset: { title: 'TODO' } },
  es: { dataset: { title: 'TODO' } },
});
