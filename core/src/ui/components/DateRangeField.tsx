// Check-in and check-out as two native date inputs (keyboard and screen-reader support come with
// the browser), each labelled, bounded by min and max, with the nights announced politely. A
// richer calendar comes with the booking screens.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isIsoDate, stayNights, type IsoDate } from '@noren/core/domain';

export interface DateRange {
  checkin: IsoDate | null;
  checkout: IsoDate | null;
}

export interface DateRangeFieldProps extends DateRange {
  onChange: (range: DateRange) => void;
  /** First selectable check-in (the hotel's today, or yesterday when yesterday_bookable). */
  min?: IsoDate;
  /** Last selectable date (the reservable period). */
  max?: IsoDate;
  /** Day use: check-out is the check-in day. */
  dayUse?: boolean;
  legend?: string;
  error?: string | null;
}

export function DateRangeField({ checkin, checkout, onChange, min, max, dayUse = false, legend, error }: DateRangeFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const nights = stayNights({ checkin, checkout });
  const checkoutMin = checkin && isIsoDate(checkin) ? (dayUse ? checkin : addDays(checkin, 1)) : min;
  const errorId = error ? `${id}-error` : undefined;
  const nightsId = `${id}-nights`;
  return (
    <fieldset className="noren-date-range" aria-describedby={errorId}>
      <legend className="noren-date-range__legend">{legend ?? t('dates.stay')}</legend>
      <div className="noren-field">
        <label className="noren-field__label" htmlFor={`${id}-checkin`}>
          {t('dates.checkin')}
        </label>
        <input
          id={`${id}-checkin`}
          className="noren-field__control"
          type="date"
          value={checkin ?? ''}
          min={min}
          max={max}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange({ checkin: e.target.value || null, checkout: dayUse ? e.target.value || null : checkout })}
        />
      </div>
      {!dayUse && (
        <div className="noren-field">
          <label className="noren-field__label" htmlFor={`${id}-checkout`}>
            {t('dates.checkout')}
          </label>
          <input
            id={`${id}-checkout`}
            className="noren-field__control"
            type="date"
            value={checkout ?? ''}
            min={checkoutMin}
            max={max}
            aria-invalid={error ? true : undefined}
            aria-describedby={nightsId}
            onChange={(e) => onChange({ checkin, checkout: e.target.value || null })}
          />
        </div>
      )}
      <output id={nightsId} className="noren-date-range__nights" aria-live="polite">
        {dayUse ? t('dates.dayUse') : t('dates.nights', { count: nights })}
      </output>
      {error && (
        <p id={errorId} className="noren-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
