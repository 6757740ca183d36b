import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PROCESSING_DAYS, type DirectFallback, type OrderType, type ProofreadingAssignment } from '@inkwell/contracts';

/** Spec §2: the order wizard has the steps 1 Project … 6 Order review. */
export const WIZARD_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const FIRST_STEP: WizardStep = 1;
export const REVIEW_STEP: WizardStep = 6;

export type WizardService = 'copywriting' | 'copywriting_proofreading';
export type ProcessingDays = (typeof PROCESSING_DAYS)[number];

/** One order as typed into the form; numbers stay text until the request is built. */
export interface DraftOrder {
  title: string;
  minWords: string;
  maxWords: string;
  /** comma separated */
  keywords: string;
  comment: string;
}

export interface OrderWizardData {
  project: { projectId: number | null; projectName: string; language: string; service: WizardService };
  linguists: {
    level: string;
    assignment: OrderType;
    groupId: string;
    linguistId: string;
    /** her nickname as picked, to show the choice again without another lookup */
    linguistLabel: string;
    /** DO: what happens to the orders if she declines or does not take them in time */
    directFallback: DirectFallback;
    proofreading: ProofreadingAssignment;
    proofreadingGroupId: string;
  };
  briefing: { briefingId: number | null };
  layout: { layoutId: number | null };
  definition: { processingDays: ProcessingDays; orders: DraftOrder[] };
}

export type WizardSection = keyof OrderWizardData;

/** A partial update of one step's data, e.g. `{ section: 'linguists', data: { level: 'good' } }`. */
export type StepDataPatch = {
  [Section in WizardSection]: { section: Section; data: Partial<OrderWizardData[Section]> };
}[WizardSection];

export interface OrderWizardState {
  /** 'copy' when the copy wizard prefilled the data from an existing order. */
  mode: 'create' | 'copy';
  /** the orders the copy wizard copies, as the address named them */
  sourceOrderIds: number[];
  step: WizardStep;
  /** the back office's wizard: whose orders these are (the client app orders for itself and leaves it null) */
  client: WizardClient | null;
  /** the client whose order settings the wizard started from (decision 058), so they apply once, not over a choice */
  defaultsAppliedFor: number | null;
  data: OrderWizardData;
}

export interface WizardClient {
  id: number;
  name: string;
}

/** A client's order settings the wizard starts from: its default level and whether it orders proofreading by default. */
export interface WizardClientDefaults {
  clientId: number;
  level: string | null;
  proofreading: boolean;
}

export const emptyDraftOrder: DraftOrder = { title: '', minWords: '', maxWords: '', keywords: '', comment: '' };

export const initialOrderWizardState: OrderWizardState = {
  mode: 'create',
  sourceOrderIds: [],
  step: FIRST_STEP,
  client: null,
  defaultsAppliedFor: null,
  data: {
    project: { projectId: null, projectName: '', language: '', service: 'copywriting' },
    linguists: {
      level: '',
      assignment: 'OO',
      groupId: '',
      linguistId: '',
      linguistLabel: '',
      directFallback: 'open',
      proofreading: 'open',
      proofreadingGroupId: '',
    },
    briefing: { briefingId: null },
    layout: { layoutId: null },
    definition: { processingDays: 2, orders: [emptyDraftOrder] },
  },
};

const clampStep = (step: number): WizardStep =>
  Math.min(REVIEW_STEP, Math.max(FIRST_STEP, Math.trunc(Number.isFinite(step) ? step : FIRST_STEP))) as WizardStep;

export const orderWizardSlice = createSlice({
  name: 'orderWizard',
  initialState: initialOrderWizardState,
  reducers: {
    stepChanged(state, action: PayloadAction<number>) {
      state.step = clampStep(action.payload);
    },
    nextStep(state) {
      state.step = clampStep(state.step + 1);
    },
    previousStep(state) {
      state.step = clampStep(state.step - 1);
    },
    stepDataMerged(state, action: PayloadAction<StepDataPatch>) {
      const { section, data } = action.payload;
      Object.assign(state.data[section], data);
    },
    /** The copy wizard: the data of existing orders, straight on the review step; staff's copy is for their client. */
    copyPrepared(state, action: PayloadAction<{ sourceOrderIds: number[]; data: OrderWizardData; client?: WizardClient }>) {
      const { sourceOrderIds, data, client } = action.payload;
      const owner = client ?? state.client;
      // A copy keeps the copied orders' level and service: the client's defaults count as applied.
      return { mode: 'copy', sourceOrderIds, step: REVIEW_STEP, client: owner, defaultsAppliedFor: owner?.id ?? null, data };
    },
    /** "Start over": every step as new, the client too. */
    wizardReset() {
      return initialOrderWizardState;
    },
    /**
     * Spec (admin) §4: changing the client resets the wizard but keeps client, language and service; the project,
     * groups, linguist and templates were the other client's.
     */
    clientChanged(state, action: PayloadAction<WizardClient | null>) {
      if (state.client?.id === action.payload?.id) {
        state.client = action.payload;
        return;
      }
      const { language, service } = state.data.project;
      return {
        ...initialOrderWizardState,
        client: action.payload,
        data: { ...initialOrderWizardState.data, project: { ...initialOrderWizardState.data.project, language, service } },
      };
    },
    /**
     * The picked client's order settings (decision 058), once per client: its default level where none is chosen, and
     * proofreading where the service is still the wizard's first one. Settings of a client no longer picked are late.
     */
    clientDefaultsApplied(state, action: PayloadAction<WizardClientDefaults>) {
      const { clientId, level, proofreading } = action.payload;
      if (state.client?.id !== clientId || state.defaultsAppliedFor === clientId || state.mode === 'copy') return;
      state.defaultsAppliedFor = clientId;
      if (level && !state.data.linguists.level) state.data.linguists.level = level;
      if (proofreading && state.data.project.service === initialOrderWizardState.data.project.service) state.data.project.service = 'copywriting_proofreading';
    },
  },
  selectors: {
    selectWizardStep: (state) => state.step,
    selectWizardData: (state) => state.data,
    selectWizardMode: (state) => state.mode,
    /** which orders the copy was prepared from, as one comparable text ('' outside the copy wizard) */
    selectCopiedOrdersKey: (state) => (state.mode === 'copy' ? state.sourceOrderIds.join(',') : ''),
    selectWizardClient: (state) => state.client,
  },
});

export const { stepChanged, nextStep, previousStep, stepDataMerged, copyPrepared, wizardReset, clientChanged, clientDefaultsApplied } = orderWizardSlice.actions;
export const { selectWizardStep, selectWizardData, selectWizardMode, selectCopiedOrdersKey, selectWizardClient } = orderWizardSlice.selectors;
export const orderWizardReducer = orderWizardSlice.reducer;
