import { PROMOTION_MESSAGES } from '@perkdesk/contracts';
import { toCents } from '@perkdesk/domain';
import { parseMoney } from '../../../components/money-input/money-text';
import type { PerkKind } from '../perk-kinds';
import { numberOf, parseWriteBody } from './wizard-body';
import { stepsOf, type WizardStep } from './wizard-steps';
import type { WizardValues } from './wizard-values';

/** The inputs a problem is shown under. */
export type WizardField =
  | 'name'
  | 'description'
  | 'images'
  | 'stores'
  | 'availableFrom'
  | 'availableTo'
  | 'availableTime'
  | 'displayTime'
  | 'couponCode'
  | 'limitedStock'
  | 'maxRedeem'
  | 'requiredProducts'
  | 'rewardProducts'
  | 'rewardQuantity'
  | 'requiredPunches'
  | 'rewardItems'
  | 'rewardPoints'
  | 'requiredPoints'
  | 'discountPercent'
  | 'discountAmount'
  | 'fixedAmount'
  | 'requiredAmount'
  | 'highlight'
  | 'highlightAmount';

export type WizardErrors = Partial<Record<WizardField, string>>;

/** The wizard's own rules: what makes each tile's subtype, which the contract leaves to the table. */
export const WIZARD_MESSAGES = {
  required: PROMOTION_MESSAGES.required,
  requiredProducts: PROMOTION_MESSAGES.requiredProducts,
  rewardProducts: PROMOTION_MESSAGES.rewardProducts,
  groupProducts: 'Every item group needs at least one product.',
  twoGroups: 'Add at least two item groups.',
  minimumAboveZero: 'Enter a minimum order amount above 0.',
  amountAboveZero: 'Enter an amount above 0.',
  fullPercentWithMinimum: 'A 100% discount with a minimum order is a Free Item perk: lower the percent.',
  highlightAmountRequired: 'Enter the cart value at which the perk is suggested.',
} as const;

const OPTIONS: WizardField[] = ['couponCode', 'limitedStock', 'maxRedeem', 'highlight', 'highlightAmount'];

/** The fields each step shows, so each step is checked before the next one opens. */
export function stepFields(kind: PerkKind, step: WizardStep): WizardField[] {
  if (step === 'general')
    return [
      'name',
      'description',
      'images',
      'stores',
      'availableFrom',
      'availableTo',
      'availableTime',
      'displayTime',
    ];
  const details: Record<PerkKind, [WizardField[], WizardField[]]> = {
    'punch-card': [['requiredProducts', 'rewardProducts', 'requiredPunches', 'rewardItems'], []],
    'point-perk': [['requiredProducts', 'rewardPoints', ...OPTIONS], []],
    'reward-item': [['rewardProducts', 'requiredPoints', ...OPTIONS], []],
    'buy-one-get-one': [
      ['requiredProducts'],
      ['rewardProducts', 'rewardQuantity', 'discountPercent', 'requiredAmount', ...OPTIONS],
    ],
    'free-item': [
      ['rewardProducts', 'rewardQuantity'],
      ['requiredAmount', ...OPTIONS],
    ],
    'discount-items': [['rewardProducts'], ['discountPercent', 'requiredAmount', ...OPTIONS]],
    'discount-cart-fixed': [['discountAmount', 'requiredAmount'], OPTIONS],
    'discount-cart-percent': [['discountPercent', 'requiredAmount'], OPTIONS],
    combo: [['requiredProducts'], ['discountAmount', 'requiredAmount', ...OPTIONS]],
    bundle: [['requiredProducts'], ['fixedAmount', 'requiredAmount', ...OPTIONS]],
  };
  const [first, second] = details[kind];
  return step === 'details2' ? second : first;
}

// Schema paths → the input that shows the problem.
const FIELD_OF_PATH: Record<string, WizardField> = {
  name: 'name',
  description: 'description',
  images: 'images',
  changedImages: 'images',
  stores: 'stores',
  availableFrom: 'availableFrom',
  availableTo: 'availableTo',
  availableTime: 'availableTime',
  displayTime: 'displayTime',
  isPublicAvailable: 'couponCode',
  couponCode: 'couponCode',
  limitedStock: 'limitedStock',
  maxRedeem: 'maxRedeem',
  requiredProductList: 'requiredProducts',
  rewardProductList: 'rewardProducts',
  requiredPunches: 'requiredPunches',
  rewardItems: 'rewardItems',
  rewardPoints: 'rewardPoints',
  requiredPoints: 'requiredPoints',
  discountPercent: 'discountPercent',
  discountAmount: 'discountAmount',
  fixedAmount: 'fixedAmount',
  requiredAmount: 'requiredAmount',
  highlightInProductList: 'highlight',
  highlightAmount: 'highlightAmount',
};

function fieldOfPath(path: readonly PropertyKey[]): WizardField {
  const [head, , leaf] = path.map(String);
  if (head === 'rewardProductList' && leaf === 'quantity') return 'rewardQuantity';
  return FIELD_OF_PATH[head ?? ''] ?? 'name';
}

/** A server violation's field path (`couponCode`, `rewardProductList[0].quantity`) → its input. */
export function fieldOfViolation(field: string): WizardField {
  return fieldOfPath(field.split(/[.[\]]+/).filter(Boolean));
}

/** The step that shows `field` (the last step when no step lists it: the options live there). */
export function stepOfField(kind: PerkKind, field: WizardField): WizardStep {
  const steps = stepsOf(kind);
  return steps.find((step) => stepFields(kind, step).includes(field)) ?? steps[steps.length - 1]!;
}

const positiveMoney = (text: string) => (parseMoney(text.trim()) ?? 0) > 0;
const moneyCents = (text: string) => toCents(parseMoney(text.trim()) ?? 0);
const isBlank = (text: string) => text.trim() === '';

/** The rules that keep each tile's body on its subtype (contract §6 Deal subtype). */
function kindErrors(kind: PerkKind, values: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  const products = values.requiredGroups.flatMap((group) => group.productIds);
  const needRequired = ['buy-one-get-one', 'combo', 'bundle'].includes(kind);
  const needReward = ['buy-one-get-one', 'free-item', 'discount-items'].includes(kind);
  if (needRequired && products.length === 0) errors.requiredProducts = WIZARD_MESSAGES.requiredProducts;
  if (needReward && values.rewardProductIds.length === 0)
    errors.rewardProducts = WIZARD_MESSAGES.rewardProducts;
  if (kind === 'combo' || kind === 'bundle') {
    if (values.requiredGroups.some((group) => group.productIds.length === 0))
      errors.requiredProducts = WIZARD_MESSAGES.groupProducts;
    else if (values.requiredGroups.length < 2) errors.requiredProducts = WIZARD_MESSAGES.twoGroups;
  }
  if (kind === 'free-item' && !positiveMoney(values.requiredAmount))
    errors.requiredAmount = WIZARD_MESSAGES.minimumAboveZero;
  if (kind === 'discount-items' || kind === 'discount-cart-percent') {
    if (isBlank(values.discountPercent)) errors.discountPercent = WIZARD_MESSAGES.required;
  }
  if (
    kind === 'discount-items' &&
    numberOf(values.discountPercent) === 100 &&
    positiveMoney(values.requiredAmount)
  )
    errors.discountPercent = WIZARD_MESSAGES.fullPercentWithMinimum;
  if ((kind === 'discount-cart-fixed' || kind === 'combo') && !positiveMoney(values.discountAmount))
    errors.discountAmount = WIZARD_MESSAGES.amountAboveZero;
  if (kind === 'bundle' && !positiveMoney(values.fixedAmount))
    errors.fixedAmount = WIZARD_MESSAGES.amountAboveZero;
  // The schema's cross-field rules run only once every field parses; these show at once.
  if (values.highlight === 'cart' && isBlank(values.highlightAmount))
    errors.highlightAmount = WIZARD_MESSAGES.highlightAmountRequired;
  else if (
    values.highlight === 'cart' &&
    moneyCents(values.highlightAmount) > moneyCents(values.requiredAmount)
  )
    errors.highlightAmount = PROMOTION_MESSAGES.highlightAmount;
  if (values.hidden && isBlank(values.couponCode) && kind !== 'punch-card' && kind !== 'reward-item')
    errors.couponCode = PROMOTION_MESSAGES.couponRequired;
  return errors;
}

/**
 * Every problem of the whole perk: the contract's schema for the kind's type (the server's own
 * rules and messages) and the tile's subtype rules; each field keeps its first problem.
 */
export function wizardErrors(kind: PerkKind, values: WizardValues): WizardErrors {
  const errors = kindErrors(kind, values);
  const parsed = parseWriteBody(kind, values);
  if (!parsed.ok) {
    for (const issue of parsed.issues) {
      // The subtype problem is already named on the tile's own field by kindErrors.
      if (issue.path[0] === 'dealType') continue;
      errors[fieldOfPath(issue.path)] ??= issue.message;
    }
  }
  return errors;
}

/** The problems shown on one step. */
export function stepErrors(kind: PerkKind, step: WizardStep, values: WizardValues): WizardErrors {
  const all = wizardErrors(kind, values);
  return Object.fromEntries(
    stepFields(kind, step)
      .filter((field) => all[field] !== undefined)
      .map((field) => [field, all[field]]),
  );
}

/** The first step with a problem, where a failed submit takes the user. */
export function firstStepWithErrors(kind: PerkKind, values: WizardValues): WizardStep | null {
  return stepsOf(kind).find((step) => Object.keys(stepErrors(kind, step, values)).length > 0) ?? null;
}
