import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../../shared/api/errors';
import type { AssignmentRefusal } from './assignment-body';

/** A refusal in words; a refused request quotes the server's reason, which names what was wrong. */
export function useRefusalText() {
  const { t } = useTranslation();
  return (refusal: AssignmentRefusal, error: unknown) =>
    refusal === 'invalid' ? t('assignment.refusals.invalid', { detail: messageOf(error) }) : t(`assignment.refusals.${refusal}`);
}
