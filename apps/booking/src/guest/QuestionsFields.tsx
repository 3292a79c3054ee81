// The hotel's additional questions (part 1 §3): a text of at most 255 characters or one option;
// required ones must be answered.
import { useTranslation } from '@noren/core/ui';
import { ANSWER_MAX_LENGTH } from '@noren/core/domain';
import type { QuestionListing } from '@noren/core/api';
import { RadioGroupInput, TextAreaInput } from './fields.tsx';
import { answerKey } from './formValues.ts';

export function QuestionsFields({ questions }: { questions: readonly QuestionListing[] }) {
  const { t } = useTranslation('booking');
  return (
    <section className="booking-section" aria-labelledby="questions-title">
      <h2 id="questions-title" className="booking-section-title">
        {t('questions.title')}
      </h2>
      {questions.map((q) =>
        q.answer_type === 'options' ? (
          <RadioGroupInput key={q.id} name={`answers.${answerKey(q.id)}`} legend={q.title} description={q.body || undefined} options={q.options} required={q.required} />
        ) : (
          <TextAreaInput key={q.id} name={`answers.${answerKey(q.id)}`} label={q.title} description={q.body || t('questions.maxLength', { max: ANSWER_MAX_LENGTH })} required={q.required} maxLength={ANSWER_MAX_LENGTH} />
        ),
      )}
    </section>
  );
}
