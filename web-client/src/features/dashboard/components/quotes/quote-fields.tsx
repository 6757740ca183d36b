import type { FormikErrors, FormikTouched } from 'formik';
import { useTranslation } from 'react-i18next';

/** A quote dialog's text under `home.quotes`. */
export function useQuoteText() {
  const { t } = useTranslation();
  return (key: string, options?: Record<string, unknown>) => t(`home.quotes.${key}`, options);
}

/** The message formik holds for `field`, once the field was touched (on blur or on submit). */
export function errorOf<V>(errors: FormikErrors<V>, touched: FormikTouched<V>, field: keyof V & string): string | undefined {
  return touched[field] ? (errors[field] as string | undefined) : undefined;
}
