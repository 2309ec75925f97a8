import { defineMessages } from '../../shared/i18n/messages';

export const userSettingsMessages = defineMessages({
  en: { userSettings: { title: 'TODO' } },
  de: { userSettings: { title: 'TODO' } },
  es: { userSettings: { title: 'TODO' } },
});
