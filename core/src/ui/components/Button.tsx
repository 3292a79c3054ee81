// A real <button>: focusable, Enter and Space work, type="button" unless it submits. While busy it
// stays in the tab order (aria-disabled, not disabled) so focus is not lost mid-request.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, type = 'button', className, onClick, disabled, children, ...rest }: ButtonProps) {
  const inactive = busy || disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={['noren-button', `noren-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {children}
    </button>
  );
}
