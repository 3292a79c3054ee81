// The hotel's questions of the booking process (e.g. the arrival time), as the booking app asks
// them: one option from a list, or a short text; required ones must be answered. The kiosk takes
// no file attachments (a guest at a lobby screen has no files to give).
import { useField } from 'react-final-form';
import type { QuestionListing } from '@noren/core/api';
import { SelectField, useTranslation } from '@noren/core/ui';
import { KioskTextInput } from '../ui/TextInput.tsx';
import { answerKey } from './WalkIn.store.ts';

function OptionQuestion({ question }: { question: QuestionListing }) {
  const { t } = useTranslation('kiosk');
  const { t: te } = useTranslation('errors');
  const name = `answers.${answerKey(question.id)}`;
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, submitFailed: true } });
  const error = meta.error as { key: string } | undefined;
  return (
    <SelectField
      className="kiosk-field"
      label={question.title}
      description={question.body || undefined}
      required={question.required}
      name={name}
      value={input.value ?? ''}
      options={[{ value: '', label: t('guest.choose') }, ...question.options]}
      error={error && (meta.touched || meta.submitFailed) ? te(error.key) : null}
      onChange={(v) => input.onChange(v)}
      onBlur={() => input.onBlur()}
    />
  );
}

export function QuestionInputs({ questions }: { questions: readonly QuestionListing[] }) {
  if (questions.length === 0) return null;
  return (
    <div className="kiosk-form__grid">
      {questions.map((q) =>
        q.answer_type === 'options' ? (
          <OptionQuestion key={q.id} question={q} />
        ) : (
          <KioskTextInput key={q.id} name={`answers.${answerKey(q.id)}`} label={q.title} autoComplete="off" required={q.required} />
        ),
      )}
    </div>
  );
}
