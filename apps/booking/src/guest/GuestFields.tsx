// The person booking (names in the scripts of the booking language, with the hiragana reading in
// Japanese), contact, the address when the hotel needs it, booking for someone else, each room's
// guest and the notes.
import { useFormState } from 'react-final-form';
import { useTranslation } from '@noren/core/ui';
import { GUEST_LIMITS } from '@noren/core/domain';
import type { AssignedRoom } from '@noren/core/stores';
import type { ResultNames } from '../results/names.ts';
import { BookingSection } from '../reservation/BookingSection.tsx';
import { CheckboxInput, TextAreaInput, TextInput } from './fields.tsx';
import type { GuestFormValues } from './formValues.ts';

export interface GuestFieldsProps {
  rooms: readonly AssignedRoom[];
  names: ResultNames;
  readingShown: boolean;
  readingRequired: boolean;
  addressRequired: boolean;
}

export function GuestFields({ rooms, names, readingShown, readingRequired, addressRequired }: GuestFieldsProps) {
  const { t } = useTranslation('booking');
  const { values } = useFormState<GuestFormValues>({ subscription: { values: true } });
  const forSomeoneElse = values.guest?.booking_for_someone_else === true;
  return (
    <>
      <BookingSection id="guest-booker-title" title={t('guest.booker')}>
        <div className="booking-grid">
          <TextInput name="guest.last_name" label={t('guest.lastName')} autoComplete="family-name" required maxLength={GUEST_LIMITS.name} />
          <TextInput name="guest.first_name" label={t('guest.firstName')} autoComplete="given-name" required maxLength={GUEST_LIMITS.name} />
          {readingShown && (
            <>
              <TextInput name="guest.last_name_kana" label={t('guest.lastNameKana')} required={readingRequired} maxLength={GUEST_LIMITS.name} />
              <TextInput name="guest.first_name_kana" label={t('guest.firstNameKana')} required={readingRequired} maxLength={GUEST_LIMITS.name} />
            </>
          )}
        </div>
        <p className="noren-field__description">{t('guest.nameHint')}</p>
        <div className="booking-grid">
          <TextInput name="guest.email" type="email" inputMode="email" label={t('guest.email')} autoComplete="email" required maxLength={GUEST_LIMITS.email} />
          <TextInput name="guest.email_confirmation" type="email" inputMode="email" label={t('guest.emailConfirmation')} autoComplete="email" required maxLength={GUEST_LIMITS.email} />
          <TextInput name="guest.phone" type="tel" inputMode="tel" label={t('guest.phone')} autoComplete="tel" required description={t('guest.phoneHint')} maxLength={GUEST_LIMITS.phoneDigits.max + 6} />
        </div>
      </BookingSection>

      {addressRequired && (
        <BookingSection id="guest-address-title" title={t('guest.address')}>
          <div className="booking-grid">
            <TextInput name="guest.postal_code" label={t('guest.postalCode')} autoComplete="postal-code" required maxLength={GUEST_LIMITS.postalCode} description={t('guest.postalCodeHint')} />
            <TextInput name="guest.prefecture_or_state" label={t('guest.prefecture')} autoComplete="address-level1" required maxLength={GUEST_LIMITS.region} />
            <TextInput name="guest.street_address" label={t('guest.street')} autoComplete="address-line1" required maxLength={GUEST_LIMITS.street} />
            <TextInput name="guest.building_name_and_number" label={t('guest.building')} autoComplete="address-line2" maxLength={GUEST_LIMITS.street} />
          </div>
        </BookingSection>
      )}

      <BookingSection id="guest-stay-title" title={t('guest.whoStays')}>
        <CheckboxInput name="guest.booking_for_someone_else" label={t('guest.forSomeoneElse')} />
        {(forSomeoneElse || rooms.length > 1) &&
          rooms.map((a) => (
            <fieldset key={a.index} className="booking-room-guest">
              <legend>
                {t('summary.room', { number: a.index + 1 })}: {names.roomType(a.line.roomTypeCode)} · {names.plan(a.line.roomPlanCode)}
              </legend>
              {!(forSomeoneElse && a.index === 0) && <p className="noren-field__description">{t('guest.roomGuestOptional')}</p>}
              <div className="booking-grid">
                <TextInput name={`roomGuests.${a.index}.last_name`} label={t('guest.roomLastName', { number: a.index + 1 })} required={forSomeoneElse && a.index === 0} maxLength={GUEST_LIMITS.name} />
                <TextInput name={`roomGuests.${a.index}.first_name`} label={t('guest.roomFirstName', { number: a.index + 1 })} required={forSomeoneElse && a.index === 0} maxLength={GUEST_LIMITS.name} />
              </div>
            </fieldset>
          ))}
        <TextAreaInput name="guest.notes" label={t('guest.notes')} description={t('guest.notesHint')} maxLength={GUEST_LIMITS.notes} />
      </BookingSection>
    </>
  );
}
