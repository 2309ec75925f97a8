import type { Question } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { useQuestions } from '../queries';
import { optionCount } from '../settings-summary';
import { RequiredTag } from './RequiredTag';
import { Section } from '../../../components/ui/Section';
import { Muted, SettingName, SettingsTable, TypeBadge, type Column } from './SettingsTable';
import { numberFormat } from '../../../shared/format/numbers';

/** What annotators answer: names, titles, types, which are required and how many options each offers. */
export function QuestionsSection({ datasetId }: { datasetId: string }) {
  const { t, i18n } = useTranslation();
  const questions = useQuestions(datasetId);
  const number = numberFormat(i18n.language);
  const columns: Column<Question>[] = [
    { key: 'name', header: t('dataset.settings.columns.name'), render: (question) => <SettingName>{question.name}</SettingName> },
    { key: 'title', header: t('dataset.settings.columns.title'), render: (question) => question.title },
    {
      key: 'type',
      header: t('dataset.settings.columns.type'),
      compact: true,
      render: (question) => <TypeBadge>{t(`dataset.types.question.${question.settings.type}`)}</TypeBadge>,
    },
    { key: 'required', header: t('dataset.settings.columns.required'), compact: true, render: (question) => <RequiredTag required={question.required} /> },
    {
      key: 'options',
      header: t('dataset.settings.columns.options'),
      compact: true,
      render: (question) => {
        const count = optionCount(question);
        return count === undefined ? <Muted>–</Muted> : number.format(count);
      },
    },
  ];
  return (
    <Section layout="stacked" anchor="questions" title={t('dataset.settings.questions.heading')} description={t('dataset.settings.questions.description')} testId="questions-section">
      {(headingId) => (
        <SettingsTable
          labelledBy={headingId}
          query={questions}
          columns={columns}
          rowKey={(question) => question.id}
          emptyText={t('dataset.settings.questions.empty')}
          testId="questions-table"
        />
      )}
    </Section>
  );
}
