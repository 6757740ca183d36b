import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useGetLinguistSettingsQuery } from '../../../api/linguists-api';

/**
 * When the client picks a linguist for a direct order, the fallback starts from the client's settings for her
 * (decision 031). A linguist already chosen when the step opens keeps the fallback the client chose for this order.
 */
export function DirectFallbackFromSettings() {
  const { values, setFieldValue } = useFormikContext<{ linguistId: string; directFallback: string }>();
  const linguistId = Number(values.linguistId);
  const picked = Number.isInteger(linguistId) && linguistId > 0;
  const { data: settings } = useGetLinguistSettingsQuery(linguistId, { skip: !picked });
  const applied = useRef(values.linguistId);

  useEffect(() => {
    if (!settings || applied.current === values.linguistId) return;
    applied.current = values.linguistId;
    void setFieldValue('directFallback', settings.directFallback);
  }, [settings, values.linguistId, setFieldValue]);
  return null;
}
