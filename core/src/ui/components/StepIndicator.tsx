// The booking steps (part 1 §2: guest detail, payment, confirmation) as an ordered list in a
// labelled nav; the current step has aria-current="step" and done ones say so to screen readers.
import { useTranslation } from 'react-i18next';

export interface StepIndicatorProps {
  steps: readonly string[];
  /** 0-based index of the current step (part 1 §2 "Booking step indexes"). */
  current: number;
  label?: string;
}

export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  const { t } = useTranslation('common');
  return (
    <nav className="noren-steps" aria-label={label ?? t('steps.label')}>
      <ol className="noren-steps__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step} className={`noren-steps__item noren-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="noren-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="noren-steps__name">{step}</span>
              {state === 'done' && <span className="noren-visually-hidden"> ({t('steps.completed')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
