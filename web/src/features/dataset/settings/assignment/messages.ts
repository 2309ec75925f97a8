import { defineMessages } from '../../../../shared/i18n/messages';

export const assignmentMessages = defineMessages({
  en: { assignment: {} },
  de: { assignment: {} },
  es: { assignment: {} },
});
