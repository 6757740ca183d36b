import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from './focusable';
import {
  StyledBackdrop,
  StyledDialog,
  StyledDialogBody,
  StyledDialogClose,
  StyledDialogFooter,
  StyledDialogHeader,
  StyledDialogTitle,
} from './styled';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}

export function Modal({ open, title, onClose, children, footer, closeLabel = 'Close' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // A control the app marked with autoFocus wins; otherwise the first field, then the footer, then the dialog.
    if (dialog && !dialog.contains(document.activeElement)) {
      const first = focusableIn(bodyRef.current)[0] ?? focusableIn(footerRef.current)[0] ?? dialog;
      first.focus();
    }

    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;

  // Tab wraps around inside the dialog so keyboard users cannot land on the page behind it.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusables = focusableIn(dialogRef.current);
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a click that starts and ends on the backdrop closes, so selecting text inside never does.
  const rememberPressTarget = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const closeOnBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <StyledBackdrop onMouseDown={rememberPressTarget} onClick={closeOnBackdropClick}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <StyledDialogHeader>
          <StyledDialogTitle id={titleId}>{title}</StyledDialogTitle>
          <StyledDialogClose type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </StyledDialogClose>
        </StyledDialogHeader>
        <StyledDialogBody ref={bodyRef}>{children}</StyledDialogBody>
        {footer && <StyledDialogFooter ref={footerRef}>{footer}</StyledDialogFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
