import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { StyledAlert, StyledAlertBody, StyledCloseButton, type AlertVariant } from './styled';

export type { AlertVariant };

/** Spec §9: alerts go away after 3 s. */
export const ALERT_DISMISS_MS = 3000;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  variant: AlertVariant;
  children: ReactNode;
  /** Shows a close button; also called when `autoDismissMs` runs out. */
  onDismiss?: () => void;
  /** With `onDismiss`, dismisses after this many ms (default `ALERT_DISMISS_MS`); 0 keeps the alert until closed. */
  autoDismissMs?: number;
  closeLabel?: string;
}

export function Alert({
  variant,
  children,
  onDismiss,
  autoDismissMs = ALERT_DISMISS_MS,
  closeLabel = 'Close',
  ...rest
}: AlertProps) {
  // Parents pass inline callbacks; keeping the latest in a ref stops each render from restarting the timer.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  const dismissible = onDismiss !== undefined;
  useEffect(() => {
    if (!dismissible || autoDismissMs <= 0) return undefined;
    const timer = setTimeout(() => onDismissRef.current?.(), autoDismissMs);
    return () => clearTimeout(timer);
  }, [dismissible, autoDismissMs]);

  return (
    <StyledAlert role={variant === 'danger' ? 'alert' : 'status'} $variant={variant} {...rest}>
      <StyledAlertBody>{children}</StyledAlertBody>
      {onDismiss && (
        <StyledCloseButton type="button" aria-label={closeLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </StyledCloseButton>
      )}
    </StyledAlert>
  );
}
