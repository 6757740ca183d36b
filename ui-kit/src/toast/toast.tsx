import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, type AlertVariant } from '../alert/alert';
import { StyledToast, StyledToastStack } from './styled';

/** Spec §9: toasts stay 6000 ms. */
export const TOAST_DURATION_MS = 6000;

export interface ToastApi {
  show(message: ReactNode, variant?: AlertVariant): void;
}

interface ToastEntry {
  id: number;
  message: ReactNode;
  variant: AlertVariant;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  closeLabel?: string;
  /** Accessible name of the toast region. */
  regionLabel?: string;
}

export function ToastProvider({ children, closeLabel = 'Close', regionLabel = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: ReactNode, variant: AlertVariant = 'info') => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, message, variant }]);
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The region exists before any toast and is live, so screen readers announce each toast as it arrives
          (an alert role alone is not announced by every reader when its element is inserted with its text). */}
      {createPortal(
        <StyledToastStack role="region" aria-label={regionLabel} aria-live="polite" aria-relevant="additions">
          {toasts.map((toast) => (
            <StyledToast key={toast.id}>
              <Alert
                variant={toast.variant}
                onDismiss={() => dismiss(toast.id)}
                autoDismissMs={TOAST_DURATION_MS}
                closeLabel={closeLabel}
              >
                {toast.message}
              </Alert>
            </StyledToast>
          ))}
        </StyledToastStack>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
