// The hotel's questions and the guest's answers (part 1 §3 "Additional question"; §5 free text at
// most 255 characters; part 2 §7.4 GET, POST and PUT .../batch_update). Text and choice answers
// are edited here; answers per room (arrival times, people per room) are shown as given at booking.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, ErrorBanner, observer, useStores, useTranslation } from '@noren/core/ui';
import type { AnswerChange, ReservationQuestionView } from '@noren/core/api';
import { ANSWER_MAX_LENGTH } from '@noren/core/domain';
import { manageOf } from '@noren/core/stores';

const editable = (q: ReservationQuestionView) => q.question_type !== 'notification' && (q.answer?.rooms.length ?? 0) === 0;

export const AnswersSection = observer(function AnswersSection() {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const view = manage.view;
  useEffect(() => {
    if (view) void manage.loadQuestions();
  }, [manage, view?.reservation_number, view?.status]); // eslint-disable-line react-hooks/exhaustive-deps
  const questions = (manage.questions ?? []).filter((q) => q.question_type !== 'notification');
  if (!view || (questions.length === 0 && !manage.questionsError)) return null;
  return (
    <section className="booking-section" aria-labelledby="manage-answers">
      <h2 id="manage-answers" className="booking-section-title">
        {t('questions.title')}
      </h2>
      {manage.questionsError && questions.length === 0 && <ErrorBanner error={manage.questionsError} />}
      {questions.length > 0 && <AnswersForm key={questions.map((q) => `${q.id}:${q.answer?.text ?? ''}:${q.answer?.options.join('+') ?? ''}`).join()} questions={questions} open={view.status === 'done'} />}
    </section>
  );
});

const AnswersForm = observer(function AnswersForm({ questions, open }: { questions: ReservationQuestionView[]; open: boolean }) {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const [values, setValues] = useState<Record<number, { text: string; options: string[] }>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, { text: q.answer?.text ?? '', options: q.answer?.options ?? [] }])),
  );
  const changeable = questions.filter(editable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers: AnswerChange[] = changeable.map((q) =>
      q.answer_type === 'options' ? { question_id: q.id, options: values[q.id].options } : { question_id: q.id, answer: values[q.id].text.trim() || null },
    );
    // A question never answered and still empty is left out rather than created empty.
    await manage.saveAnswers(answers.filter((a, i) => changeable[i].answered || (a.options?.length ?? 0) > 0 || !!a.answer));
  };

  return (
    <form className="booking-manage-form" onSubmit={submit} noValidate>
      {questions.map((q) => {
        const value = values[q.id];
        const id = `manage-answer-${q.id}`;
        if (!open || !editable(q)) {
          return (
            <dl key={q.id} className="booking-details">
              <dt>{q.title}</dt>
              <dd>{q.answer ? q.answer.text ?? q.answer.options.map((o) => q.options.find((x) => x.value === o)?.label ?? o).join(', ') : t('confirmation.none')}</dd>
            </dl>
          );
        }
        if (q.answer_type === 'options') {
          return (
            <fieldset key={q.id} className="booking-radio-group">
              <legend>
                {q.title}
                {q.required && ` (${t('manage.answers.required')})`}
              </legend>
              {q.body && <p className="noren-field__description">{q.body}</p>}
              {q.options.map((o) => (
                <label key={o.value} className="booking-check">
                  <input type="radio" name={id} value={o.value} checked={value.options[0] === o.value} onChange={() => setValues((all) => ({ ...all, [q.id]: { ...value, options: [o.value] } }))} />
                  {o.label}
                </label>
              ))}
            </fieldset>
          );
        }
        return (
          <div key={q.id} className="noren-field">
            <label className="noren-field__label" htmlFor={id}>
              {q.title}
              {q.required && ` (${t('manage.answers.required')})`}
            </label>
            {q.body && <p className="noren-field__description">{q.body}</p>}
            <textarea id={id} className="noren-field__control" rows={2} maxLength={ANSWER_MAX_LENGTH} value={value.text} onChange={(e) => setValues((all) => ({ ...all, [q.id]: { ...value, text: e.target.value } }))} />
          </div>
        );
      })}
      {open && changeable.length > 0 && (
        <>
          {manage.questionsError && <ErrorBanner error={manage.questionsError} />}
          {manage.answersSaved && <p role="status">{t('manage.answers.saved')}</p>}
          <Button type="submit" busy={manage.savingAnswers}>
            {t('manage.answers.save')}
          </Button>
        </>
      )}
    </form>
  );
});
