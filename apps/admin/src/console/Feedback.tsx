// An error of a staff call, read out when it appears (role="alert").
import type { ShownError } from '@noren/core/stores';
import { useErrorText } from '@noren/core/ui';

export function ErrorNote({ error }: { error: ShownError | null }) {
  const text = useErrorText(error);
  if (!error) return null;
  return (
    <p className="admin-error" role="alert">
      {text}
    </p>
  );
}
