// A refusal or outcome the guest should read but that is not an error of theirs: role=status, so
// it is announced without interrupting. Error texts come from the errors namespace.
import type { ReactNode } from 'react';
import { useErrorText } from '@noren/core/ui';
import type { ShownError } from '@noren/core/stores';

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' | 'warning' }) {
  return (
    <div className={`booking-manage-notice booking-manage-notice--${tone}`} role="status">
      {children}
    </div>
  );
}

export function ErrorNotice({ error, tone = 'warning' }: { error: ShownError; tone?: 'info' | 'warning' }) {
  const text = useErrorText(error);
  return (
    <Notice tone={tone}>
      <p>{text}</p>
    </Notice>
  );
}
