import { defineMessages } from '../../../shared/i18n/messages';

export const commentsMessages = defineMessages({
  en: { comments: {} },
  de: { comments: {} },
  es: { comments: {} },
});
