import {
  clientChanged,
  clientDefaultsApplied,
  copyPrepared,
  initialOrderWizardState,
  nextStep,
  orderWizardReducer,
  previousStep,
  stepChanged,
  stepDataMerged,
  wizardReset,
  type OrderWizardState,
} from './order-wizard-slice';

const run = (state: OrderWizardState, ...actions: Parameters<typeof orderWizardReducer>[1][]) =>
  actions.reduce(orderWizardReducer, state);

describe('order wizard slice', () => {
  it('starts on step 1 with an empty draft', () => {
    expect(orderWizardReducer(undefined, { type: 'init' })).toEqual(initialOrderWizardState);
    expect(initialOrderWizardState.step).toBe(1);
  });

  it('moves forward and back but never beyond steps 1 and 6', () => {
    expect(run(initialOrderWizardState, previousStep()).step).toBe(1);
    expect(run(initialOrderWizardState, nextStep(), nextStep()).step).toBe(3);
    const atEnd = run(initialOrderWizardState, ...Array.from({ length: 8 }, () => nextStep()));
    expect(atEnd.step).toBe(6);
    expect(run(atEnd, previousStep()).step).toBe(5);
  });

  it('clamps a step that is set directly into 1..6', () => {
    expect(run(initialOrderWizardState, stepChanged(9)).step).toBe(6);
    expect(run(initialOrderWizardState, stepChanged(0)).step).toBe(1);
    expect(run(initialOrderWizardState, stepChanged(4)).step).toBe(4);
    expect(run(initialOrderWizardState, stepChanged(Number.NaN)).step).toBe(1);
  });

  it('merges step data into what is there and leaves the other steps alone', () => {
    const state = run(
      initialOrderWizardState,
      stepDataMerged({ section: 'linguists', data: { level: 'good' } }),
      stepDataMerged({ section: 'linguists', data: { assignment: 'DO', linguistId: '42' } }),
    );
    expect(state.data.linguists).toEqual({ ...initialOrderWizardState.data.linguists, level: 'good', assignment: 'DO', linguistId: '42' });
    expect(state.data.project).toBe(initialOrderWizardState.data.project);
  });

  it('resets to the initial state', () => {
    const changed = run(
      initialOrderWizardState,
      nextStep(),
      stepDataMerged({ section: 'project', data: { projectId: 3, projectName: 'Blog' } }),
    );
    expect(run(changed, wizardReset())).toEqual(initialOrderWizardState);
  });

  it('puts a copied order straight on the review step', () => {
    const data = { ...initialOrderWizardState.data, briefing: { briefingId: 4 } };
    expect(run(initialOrderWizardState, copyPrepared({ sourceOrderIds: [12], data }))).toEqual({
      mode: 'copy',
      sourceOrderIds: [12],
      step: 6,
      client: null,
      defaultsAppliedFor: null,
      data,
    });
  });

  it('makes staff’s copy the copied order’s client’s, whoever was picked before', () => {
    const data = { ...initialOrderWizardState.data, briefing: { briefingId: 4 } };
    const picked = run(initialOrderWizardState, clientChanged({ id: 5, name: 'Acme' }));
    expect(run(picked, copyPrepared({ sourceOrderIds: [12], data, client: { id: 9, name: 'Teak' } })).client).toEqual({ id: 9, name: 'Teak' });
    expect(run(picked, copyPrepared({ sourceOrderIds: [12], data })).client).toEqual({ id: 5, name: 'Acme' });
  });

  it('starts again for another client but keeps the client, language and service (admin spec §4)', () => {
    const chosen = run(
      initialOrderWizardState,
      clientChanged({ id: 5, name: 'Acme' }),
      stepDataMerged({ section: 'project', data: { projectId: 3, projectName: 'Blog', language: 'de-DE', service: 'copywriting_proofreading' } }),
      stepDataMerged({ section: 'linguists', data: { level: 'good', assignment: 'GO', groupId: '8' } }),
      nextStep(),
      nextStep(),
    );
    const other = run(chosen, clientChanged({ id: 6, name: 'Beta' }));
    expect(other).toEqual({
      ...initialOrderWizardState,
      client: { id: 6, name: 'Beta' },
      data: { ...initialOrderWizardState.data, project: { projectId: null, projectName: '', language: 'de-DE', service: 'copywriting_proofreading' } },
    });
    // the same client again (its name arriving later) changes nothing else
    expect(run(chosen, clientChanged({ id: 5, name: 'Acme GmbH' }))).toEqual({ ...chosen, client: { id: 5, name: 'Acme GmbH' } });
  });

  it('"Start over" forgets the client too', () => {
    expect(run(initialOrderWizardState, clientChanged({ id: 5, name: 'Acme' }), nextStep(), wizardReset())).toEqual(initialOrderWizardState);
  });

  it('starts from the picked client’s default level and proofreading, once, and not over a choice (decision 058)', () => {
    const defaults = clientDefaultsApplied({ clientId: 5, level: 'premium', proofreading: true });
    const picked = run(initialOrderWizardState, clientChanged({ id: 5, name: 'Acme' }), defaults);
    expect(picked.data.linguists.level).toBe('premium');
    expect(picked.data.project.service).toBe('copywriting_proofreading');
    // settings that arrive for a client no longer picked are late
    expect(run(initialOrderWizardState, clientChanged({ id: 6, name: 'Beta' }), defaults)).toEqual(run(initialOrderWizardState, clientChanged({ id: 6, name: 'Beta' })));
    // once applied, a level staff chose stays when the settings are read again
    const chosen = run(picked, stepDataMerged({ section: 'linguists', data: { level: 'good' } }), stepDataMerged({ section: 'project', data: { service: 'copywriting' } }), defaults);
    expect(chosen.data.linguists.level).toBe('good');
    expect(chosen.data.project.service).toBe('copywriting');
    // another client: its level; the service chosen with proofreading is kept (admin spec §4)
    const other = run(picked, clientChanged({ id: 7, name: 'Teak' }), clientDefaultsApplied({ clientId: 7, level: null, proofreading: false }));
    expect(other.data.linguists.level).toBe('');
    expect(other.data.project.service).toBe('copywriting_proofreading');
    // a copy keeps the copied orders' level and service
    const copied = run(initialOrderWizardState, copyPrepared({ sourceOrderIds: [12], data: initialOrderWizardState.data, client: { id: 5, name: 'Acme' } }), defaults);
    expect(copied.data.linguists.level).toBe('');
  });
});
