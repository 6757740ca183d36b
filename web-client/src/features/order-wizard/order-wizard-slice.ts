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
  /** the order the copy wizard copies */
  sourceOrderId: number | null;
  step: WizardStep;
  data: OrderWizardData;
}

export const emptyDraftOrder: DraftOrder = { title: '', minWords: '', maxWords: '', keywords: '', comment: '' };

export const initialOrderWizardState: OrderWizardState = {
  mode: 'create',
  sourceOrderId: null,
  step: FIRST_STEP,
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
    /** The copy wizard: the data of an existing order, straight on the review step. */
    copyPrepared(_state, action: PayloadAction<{ sourceOrderId: number; data: OrderWizardData }>) {
      return { mode: 'copy', sourceOrderId: action.payload.sourceOrderId, step: REVIEW_STEP, data: action.payload.data };
    },
    wizardReset() {
      return initialOrderWizardState;
    },
  },
  selectors: {
    selectWizardStep: (state) => state.step,
    selectWizardData: (state) => state.data,
    selectWizardMode: (state) => state.mode,
    selectCopiedOrderId: (state) => (state.mode === 'copy' ? state.sourceOrderId : null),
  },
});

export const { stepChanged, nextStep, previousStep, stepDataMerged, copyPrepared, wizardReset } = orderWizardSlice.actions;
export const { selectWizardStep, selectWizardData, selectWizardMode, selectCopiedOrderId } = orderWizardSlice.selectors;
export const orderWizardReducer = orderWizardSlice.reducer;
