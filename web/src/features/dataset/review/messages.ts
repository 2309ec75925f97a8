import { defineMessages } from '../../../shared/i18n/messages';

export const reviewMessages = defineMessages({
  en: { review: {} },
  de: { review: {} },
  es: { review: {} },
});
