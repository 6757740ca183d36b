import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  clientChanged,
  clientDefaultsApplied,
  OrderWizardPage as SharedOrderWizardPage,
  OrderWizardProvider,
  selectWizardClient,
  type OrderWizardSetup,
  type WizardClientPickerProps,
} from '@inkwell/web-kit';
import { useGetClientQuery } from '../../../api/clients-api';
import { ClientPicker } from '../../../components/client-picker';
import { clientName } from '../../../utils/client-name';
import { staffWizardSetup, useGetClientOrderDefaultsQuery } from '../order-wizard-setup';

const wholeNumber = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);
/** a culture such as de-DE; anything else (e.g. '-' to name a client without a language) chooses none */
const culture = (text: string | undefined) => (text && /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(text) ? text : undefined);

/** The back office's client picker (the billing filters' ComboBox) as the wizard's step 1 uses it. */
function WizardClientPicker({ value, onChange, id, label, ...aria }: WizardClientPickerProps) {
  return <ClientPicker {...aria} id={id} label={label} value={value} onChange={(clientId) => onChange(clientId === undefined ? null : { id: clientId, name: '' })} />;
}

/**
 * Spec (admin) §2 /orders/create/:language?/:client?/:project?: the client's six-step wizard from web-kit, whose
 * first step also picks the client; staff order in its name (decision 043).
 */
export function OrderWizardPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const params = useParams();
  const client = useSelector(selectWizardClient);
  const { data: record } = useGetClientQuery(client ? client.id : skipToken);
  const current = record && record.id === client?.id ? record : undefined;
  // currentData: the settings of the client picked now, never the previous one's while the next loads.
  const { currentData: defaults } = useGetClientOrderDefaultsQuery(client ? client.id : skipToken, { refetchOnMountOrArgChange: true });
  const clientId = client?.id;

  // The picker and links give the client's number; the summary names it once its record is here.
  useEffect(() => {
    if (current && !client?.name) dispatch(clientChanged({ id: current.id, name: clientName(current, t) }));
  }, [dispatch, current, client, t]);

  // The wizard starts from the client's order settings: its default level and proofreading (decision 058).
  useEffect(() => {
    if (defaults && clientId !== undefined) {
      dispatch(clientDefaultsApplied({ clientId, level: defaults.defaultLevel, proofreading: defaults.proofreadingDefault }));
    }
  }, [dispatch, defaults, clientId]);

  const setup = useMemo<OrderWizardSetup>(
    () => ({
      ...staffWizardSetup,
      customer: current ? { invoicing: current.invoicing, servicesAvailable: null } : undefined,
      ClientPicker: WizardClientPicker,
    }),
    [current],
  );
  const preselect = useMemo(
    () => ({ language: culture(params.language), clientId: wholeNumber(params.client), projectId: wholeNumber(params.project) }),
    [params.language, params.client, params.project],
  );

  return (
    <OrderWizardProvider setup={setup}>
      <SharedOrderWizardPage preselect={preselect} />
    </OrderWizardProvider>
  );
}
