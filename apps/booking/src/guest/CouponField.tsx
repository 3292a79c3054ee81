// One coupon code at a time (part 1 §5). Applying re-prices at once; a refusal says why in the
// words of part 2 §8.4 and §8.5 (invalid, expired, usage limit reached, maximum stays).
import { useId } from 'react';
import { Button, useTranslation } from '@noren/core/ui';
import { ErrorCode } from '@noren/core/domain';
import type { ShownError } from '@noren/core/stores';

/** The errors.json key for a refused coupon, or null when the error is not about the coupon. */
export function couponProblem(error: ShownError | null): string | null {
  if (!error) return null;
  const reason = error.payload?.reason;
  if (error.code === ErrorCode.couponUsageLimit) return 'codes.1501';
  if (error.code === ErrorCode.couponInvalid) {
    if (reason === 'expired') return 'messages.couponExpired';
    if (reason === 'max_stays') return 'messages.couponMaxStays';
    return 'codes.1500';
  }
  if (error.code === ErrorCode.invalid && error.payload?.field === 'coupon_code') return reason === 'one_coupon_at_a_time' ? 'validation.oneCoupon' : 'messages.couponInvalid';
  return null;
}

export interface CouponFieldProps {
  value: string;
  applied: string | null;
  error: ShownError | null;
  busy: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

export function CouponField({ value, applied, error, busy, onChange, onApply, onRemove }: CouponFieldProps) {
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const problem = couponProblem(error);
  return (
    <section className="booking-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking-section-title">
        {t('coupon.title')}
      </h2>
      <div className={`noren-field booking-coupon${problem ? ' noren-field--invalid' : ''}`}>
        <label className="noren-field__label" htmlFor={`${id}-code`}>
          {t('coupon.label')}
        </label>
        <div className="booking-coupon__row">
          <input
            id={`${id}-code`}
            className="noren-field__control"
            value={value}
            autoComplete="off"
            maxLength={64}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : applied ? `${id}-applied` : undefined}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onApply();
              }
            }}
          />
          <Button variant="secondary" onClick={onApply} busy={busy}>
            {t('coupon.apply')}
          </Button>
          {applied && (
            <Button variant="link" onClick={onRemove}>
              {t('coupon.remove')}
            </Button>
          )}
        </div>
        {problem && (
          <p id={`${id}-error`} className="noren-field__error" role="alert">
            {te(problem, { defaultValue: error?.message })}
          </p>
        )}
        {applied && !problem && !busy && (
          <p id={`${id}-applied`} className="booking-coupon__applied" role="status">
            {t('coupon.applied', { code: applied })}
          </p>
        )}
      </div>
    </section>
  );
}
