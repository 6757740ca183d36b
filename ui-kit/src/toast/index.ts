export { ToastProvider, TOAST_DURATION_MS, useToast, type ToastApi, type ToastProviderProps } from './toast';
