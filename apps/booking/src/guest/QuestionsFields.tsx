// The hotel's additional questions (part 1 §3): a text of at most 255 characters or one option;
// required ones must be answered. A text answer may carry images (part 1 §5: at most 30 files,
// 80 MB each). The spec does not show which questions take files: a free-text question is where a
// hotel asks for a document ("a photo of your passport"), so text questions offer them, options
// questions do not.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { Button, ErrorBanner, observer, useStores, useTranslation } from '@noren/core/ui';
import { ANSWER_MAX_ATTACHMENTS, ANSWER_MAX_ATTACHMENT_BYTES, ANSWER_MAX_LENGTH } from '@noren/core/domain';
import { uploadFileAttachments, type FileAttachmentView, type QuestionListing } from '@noren/core/api';
import { toShownError, type ShownError } from '@noren/core/stores';
import { RadioGroupInput, TextAreaInput } from './fields.tsx';
import { answerKey } from './formValues.ts';
import { ATTACHMENT_ACCEPT, checkAttachments } from './attachments.ts';
import type { FieldError } from './validate.ts';

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
          <div key={q.id} className="booking-question">
            <TextAreaInput name={`answers.${answerKey(q.id)}`} label={q.title} description={q.body || t('questions.maxLength', { max: ANSWER_MAX_LENGTH })} required={q.required} maxLength={ANSWER_MAX_LENGTH} />
            <AttachmentsField questionId={q.id} title={q.title} />
          </div>
        ),
      )}
    </section>
  );
}

const megabytes = (bytes: number) => Math.max(0.1, Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The images of one answer: pick (checked here first), upload one by one, list with remove. */
const AttachmentsField = observer(function AttachmentsField({ questionId, title }: { questionId: number; title: string }) {
  const { api, session } = useStores();
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const { input } = useField<FileAttachmentView[]>(`attachments.${answerKey(questionId)}`, { subscription: { value: true } });
  const files: FileAttachmentView[] = Array.isArray(input.value) ? input.value : [];
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after a removal.
    event.target.value = '';
    if (picked.length === 0) return;
    const { accepted, problems: found } = checkAttachments(files.length, picked);
    setProblems(found);
    setFailure(null);
    setRemoved(null);
    let current = files;
    // One request per image: a slow or refused file does not lose the others, and the guest sees which is on its way.
    for (const file of accepted) {
      setUploading(file.name);
      try {
        const stored = await uploadFileAttachments(api, session.hotelCode ?? '', [file]);
        current = [...current, ...stored];
        input.onChange(current);
      } catch (error) {
        setFailure(toShownError(error));
        break;
      }
    }
    setUploading(null);
  };

  const remove = (attachmentId: string, name: string) => {
    input.onChange(files.filter((f) => f.id !== attachmentId));
    setProblems([]);
    // Focus would be lost with the removed row: it goes back to the picker, and the change is announced.
    setRemoved(name);
    picker.current?.focus();
  };

  const full = files.length >= ANSWER_MAX_ATTACHMENTS;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problems`;
  return (
    <div className="booking-attachments">
      <label className="noren-field__label" htmlFor={`${id}-input`}>
        {t('questions.attachLabel', { question: title })}
      </label>
      <p id={hintId} className="noren-field__description">
        {t('questions.attachHint', { max: ANSWER_MAX_ATTACHMENTS, size: ANSWER_MAX_ATTACHMENT_BYTES / 1024 / 1024 })}
      </p>
      <input
        ref={picker}
        id={`${id}-input`}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={full || uploading !== null}
        aria-describedby={problems.length > 0 ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(e) => void onPick(e)}
      />
      {problems.length > 0 && (
        <ul id={problemId} className="noren-field__error booking-attachments__problems" role="alert">
          {problems.map((p) => (
            <li key={p.key}>{te(p.key, p.params)}</li>
          ))}
        </ul>
      )}
      <p className="booking-attachments__status" role="status">
        {uploading ? t('questions.uploading', { name: uploading }) : removed ? t('questions.removed', { name: removed }) : full ? t('questions.attachFull', { max: ANSWER_MAX_ATTACHMENTS }) : ''}
      </p>
      {failure && <ErrorBanner error={failure} onDismiss={() => setFailure(null)} />}
      {files.length > 0 && (
        <ul className="booking-attachments__list" aria-label={t('questions.attachedFiles', { question: title })}>
          {files.map((f) => (
            <li key={f.id} className="booking-attachments__file">
              <span>
                {f.file_name} <span className="booking-attachments__size">({t('questions.fileSize', { size: megabytes(f.byte_size) })})</span>
              </span>
              <Button variant="link" onClick={() => remove(f.id, f.file_name)} aria-label={t('questions.removeFile', { name: f.file_name })}>
                {t('questions.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
