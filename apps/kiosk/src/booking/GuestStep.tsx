// Step 3: who stays — name, e-mail and phone, checked by the shared yup rules the API runs
// (core/domain guest-schema); the readings when the hotel asks for them in Japanese. The form
// state lives in react-final-form and goes when the screen unmounts (the wipe returns to start).
import { Form } from 'react-final-form';
import { ANSWER_MAX_LENGTH, resolveLanguage, type GuestInput } from '@noren/core/domain';
import { validateGuest } from '@noren/core/domain/guest-schema';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { KioskTextInput } from '../ui/TextInput.tsx';
import { useKioskFormat } from '../ui/format.ts';
import { QuestionInputs } from './QuestionInputs.tsx';
import { answerKey, type WalkInStore } from './WalkIn.store.ts';
import { KioskScreen } from '../ui/KioskScreen.tsx';

type FieldError = { key: string; params?: Record<string, unknown> };
type Errors = Record<string, FieldError | Record<string, FieldError>>;
type Values = GuestInput & { answers?: Record<string, string> };

const EMPTY: GuestInput = { first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', email: '', email_confirmation: '', phone: '' };

/** Blank optional fields are left out, as the booking app sends them; the address only when the hotel asks for it. */
function cleaned(values: GuestInput, withReading: boolean, withAddress: boolean): GuestInput {
  const trim = (v: string | null | undefined) => (v ?? '').trim();
  const address = withAddress
    ? {
      postal_code: trim(values.postal_code),
      prefecture_or_state: trim(values.prefecture_or_state),
      street_address: trim(values.street_address),
      building_name_and_number: trim(values.building_name_and_number) || null,
    }
    : {};
  return {
    ...address,
    first_name: trim(values.first_name),
    last_name: trim(values.last_name),
    first_name_kana: withReading && trim(values.first_name_kana) ? trim(values.first_name_kana) : null,
    last_name_kana: withReading && trim(values.last_name_kana) ? trim(values.last_name_kana) : null,
    email: trim(values.email),
    email_confirmation: trim(values.email_confirmation),
    phone: trim(values.phone).replace(/[\s-]/g, ''),
  };
}

export const GuestStep = observer(function GuestStep({ walkIn }: { walkIn: WalkInStore }) {
  const { settings, locale } = useStores();
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  const s = settings.settings;
  const language = resolveLanguage(locale.language, s?.book_languages ?? [locale.language]);
  const reading = language === 'ja';
  const addressRequired = s?.customer_address_required ?? false;
  const rules = { language, addressRequired, readingRequired: reading && (s?.kanji_name_required ?? false) };
  const questions = walkIn.questions;
  const validate = (values: Values): Errors => {
    const errors: Errors = {};
    for (const p of validateGuest(cleaned(values, reading, addressRequired), rules)) errors[p.field] ??= { key: p.messageKey, params: p.params };
    const answers: Record<string, FieldError> = {};
    for (const q of questions) {
      const value = values.answers?.[answerKey(q.id)]?.trim() ?? '';
      if (q.required && value === '') answers[answerKey(q.id)] = { key: q.answer_type === 'options' ? 'validation.selectRequired' : 'validation.required' };
      else if (value.length > ANSWER_MAX_LENGTH) answers[answerKey(q.id)] = { key: 'validation.tooLong', params: { max: ANSWER_MAX_LENGTH } };
    }
    if (Object.keys(answers).length > 0) errors.answers = answers;
    return errors;
  };
  const total = walkIn.total;
  return (
    <KioskScreen
      titleId="kiosk-guest-title"
      title={t('book.guestTitle')}
      info={
        <>
          {walkIn.chosen && (
            <p className="kiosk-lead">
              {walkIn.chosen.room.name} · {walkIn.chosen.plan.room_plan_name}
              {total !== null && ` · ${format.money(total, s?.currency ?? 'JPY')}`}
            </p>
          )}
        </>
      }
    >
      <Form<Values>
        onSubmit={(values) => walkIn.setGuest(cleaned(values, reading, addressRequired), values.answers ?? {})}
        initialValues={{ ...(walkIn.guest ?? EMPTY), answers: walkIn.answers }}
        validate={validate}
        render={({ handleSubmit }) => (
          <form className="kiosk-screen__actions kiosk-form" onSubmit={handleSubmit} noValidate>
            <div className="kiosk-form__grid">
              <KioskTextInput name="last_name" label={t('guest.lastName')} autoComplete="off" required />
              <KioskTextInput name="first_name" label={t('guest.firstName')} autoComplete="off" required />
              {reading && <KioskTextInput name="last_name_kana" label={t('guest.lastNameKana')} autoComplete="off" required={rules.readingRequired} />}
              {reading && <KioskTextInput name="first_name_kana" label={t('guest.firstNameKana')} autoComplete="off" required={rules.readingRequired} />}
              <KioskTextInput name="email" label={t('guest.email')} type="email" inputMode="email" autoComplete="off" required />
              <KioskTextInput name="email_confirmation" label={t('guest.emailConfirmation')} type="email" inputMode="email" autoComplete="off" required />
              <KioskTextInput name="phone" label={t('guest.phone')} type="tel" inputMode="tel" autoComplete="off" required />
              {addressRequired && (
                <>
                  <KioskTextInput name="postal_code" label={t('guest.postalCode')} autoComplete="off" required />
                  <KioskTextInput name="prefecture_or_state" label={t('guest.region')} autoComplete="off" required />
                  <KioskTextInput name="street_address" label={t('guest.street')} autoComplete="off" required />
                  <KioskTextInput name="building_name_and_number" label={t('guest.building')} autoComplete="off" />
                </>
              )}
            </div>
            <QuestionInputs questions={questions} />
            <div className="kiosk-row">
              <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => walkIn.back()}>
                {t('book.back')}
              </button>
              <button type="submit" className="kiosk-button kiosk-button--primary">
                {t('book.next')}
              </button>
            </div>
          </form>
        )}
      />
    </KioskScreen>
  );
});
