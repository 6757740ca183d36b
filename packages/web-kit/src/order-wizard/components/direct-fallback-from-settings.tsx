import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectWizardClient } from '../order-wizard-slice';
import { useOrderWizardSetup } from '../order-wizard-setup';

/**
 * When the client picks a linguist for a direct order, the fallback starts from the client's settings for her
 * (decision 031). A linguist already chosen when the step opens keeps the fallback chosen for this order, and so
 * does a fallback the client changed while her settings were on their way.
 */
export function DirectFallbackFromSettings() {
  const { values, setFieldValue } = useFormikContext<{ linguistId: string; directFallback: string }>();
  const linguistId = Number(values.linguistId);
  const picked = Number.isInteger(linguistId) && linguistId > 0;
  // currentData: the settings of the linguist picked now, never those of the one picked before.
  const { wizardApi } = useOrderWizardSetup();
  const clientId = useSelector(selectWizardClient)?.id ?? null;
  const { currentData: settings } = wizardApi.useGetWizardLinguistSettingsQuery({ clientId, linguistId }, { skip: !picked });
  const seen = useRef(values.linguistId);
  const applied = useRef(values.linguistId);
  const fallbackAtPick = useRef(values.directFallback);

  useEffect(() => {
    if (seen.current !== values.linguistId) {
      seen.current = values.linguistId;
      fallbackAtPick.current = values.directFallback;
    }
    if (!settings || applied.current === values.linguistId) return;
    applied.current = values.linguistId;
    if (values.directFallback === fallbackAtPick.current) void setFieldValue('directFallback', settings.directFallback);
  }, [settings, values.linguistId, values.directFallback, setFieldValue]);
  return null;
}
