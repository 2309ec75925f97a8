import { defineMessages } from '../../shared/i18n/messages';

export const datasetsMessages = defineMessages({
  en: { datasets: { title: 'TODO' } },
  de: { datasets: { title: 'TODO' } },
  es: { datasets: { title: 'TODO' } },
});
