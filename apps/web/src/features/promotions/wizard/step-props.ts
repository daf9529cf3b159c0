import type { Store } from '@perkdesk/contracts';
import type { PerkKind } from '../perk-kinds';
import type { WizardField } from './wizard-validation';
import type { KnownProduct, WizardValues } from './wizard-values';

/** What every step's fields get from the wizard: the shared state, and the problems to show. */
export interface StepProps {
  kind: PerkKind;
  values: WizardValues;
  change: (patch: Partial<WizardValues>) => void;
  /** The field's problem in the page's language, once the step was submitted. */
  error: (field: WizardField) => string | undefined;
  products: ReadonlyMap<string, KnownProduct>;
  stores: readonly Store[];
}
