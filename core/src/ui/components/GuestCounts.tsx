// Adults and children as steppers: each button names what it changes ("Add one: Adults"), stops
// at its limit (disabled there), and the count is a polite live region so the new value is heard.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface GuestCountsValue {
  adults: number;
  children: number;
}

export interface GuestCountsProps extends GuestCountsValue {
  onChange: (value: GuestCountsValue) => void;
  minAdults?: number;
  /** The hotel's max_guests_per_room caps adults and children together. */
  maxGuests?: number;
  /** False when the hotel does not accept children: the stepper is left out. */
  childrenAllowed?: boolean;
}

export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Names of the buttons when they do not add or remove a person (rooms, say). */
  increaseLabel?: string;
  decreaseLabel?: string;
}

export function Stepper({ label, value, min, max, onChange, increaseLabel, decreaseLabel }: StepperProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="noren-stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="noren-stepper__label">
        {label}
      </span>
      <button type="button" className="noren-stepper__button" aria-label={decreaseLabel ?? t('guests.decrease', { label })} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="noren-stepper__value" aria-live="polite" aria-label={t('guests.count', { label, count: value })}>
        {value}
      </output>
      <button type="button" className="noren-stepper__button" aria-label={increaseLabel ?? t('guests.increase', { label })} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

export function GuestCounts({ adults, children, onChange, minAdults = 1, maxGuests = 20, childrenAllowed = true }: GuestCountsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="noren-guest-counts">
      <Stepper label={t('guests.adults')} value={adults} min={minAdults} max={Math.max(minAdults, maxGuests - children)} onChange={(n) => onChange({ adults: n, children })} />
      {childrenAllowed && (
        <Stepper label={t('guests.children')} value={children} min={0} max={Math.max(0, maxGuests - adults)} onChange={(n) => onChange({ adults, children: n })} />
      )}
    </div>
  );
}
