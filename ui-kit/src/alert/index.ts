export { Alert, ALERT_DISMISS_MS, type AlertProps, type AlertVariant } from './alert';
