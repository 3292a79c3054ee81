// The foot of the price summary on a booking step: go on (the form's submit) or go back a step.
import { Button } from '@noren/core/ui';

export interface StepActionsProps {
  submitLabel: string;
  busy: boolean;
  disabled: boolean;
  backLabel: string;
  onBack: () => void;
}

export function StepActions({ submitLabel, busy, disabled, backLabel, onBack }: StepActionsProps) {
  return (
    <div className="booking-summary__actions">
      <Button type="submit" busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      <Button variant="link" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}
