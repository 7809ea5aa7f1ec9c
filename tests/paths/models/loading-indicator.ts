import { defineModel } from '../toolkit';
import { loadingIndicatorMachine } from '../../../machines/loading-indicator/loading-indicator.machine';

/** Event samples for path generation; the two delays get automatic samples. */
export const loadingIndicatorModel = defineModel({
  name: 'loading-indicator',
  machine: loadingIndicatorMachine,
  samples: {
    BUSY: [{ label: 'a request starts', event: { type: 'BUSY' } }],
    IDLE: [{ label: 'no request pending', event: { type: 'IDLE' } }],
  },
});
