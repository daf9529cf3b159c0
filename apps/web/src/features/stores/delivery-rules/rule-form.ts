import {
  type DeliveryRule,
  type DeliveryRuleInput,
  deliveryRuleInputSchema,
  moneyInputSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import { moneyText } from '../../../components/money-input/money-text';

/** A number typed as text: "" is no number, so the contract's own message shows. */
const numberText = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(schema);

/** The rule editor's fields, checked by the contract's rules (contract §4 Delivery rules). */
export const ruleFormSchema = z.object({
  name: deliveryRuleInputSchema.shape.name,
  distance: numberText(deliveryRuleInputSchema.shape.distance),
  price: numberText(moneyInputSchema),
  minAmount: numberText(moneyInputSchema),
  isDefaultStoreTax: z.boolean(),
  taxConfigIds: z.array(z.string()),
  active: z.boolean(),
});
export type RuleFormValues = z.input<typeof ruleFormSchema>;
export type RuleFormOutput = z.output<typeof ruleFormSchema>;

export function ruleToForm(rule: DeliveryRule | undefined): RuleFormValues {
  if (!rule)
    return {
      name: '',
      distance: '',
      price: '',
      minAmount: '0',
      isDefaultStoreTax: true,
      taxConfigIds: [],
      active: true,
    };
  return {
    name: rule.name,
    distance: String(rule.distance),
    price: moneyText(rule.price),
    minAmount: moneyText(rule.minAmount),
    isDefaultStoreTax: rule.isDefaultStoreTax,
    taxConfigIds: rule.taxConfigIds,
    active: rule.status === 'ACTIVE',
  };
}

/** The wire body; status is not part of it and goes through the status route. */
export function formToInput(values: RuleFormOutput): DeliveryRuleInput {
  const { active: _active, ...input } = values;
  return { ...input, taxConfigIds: input.isDefaultStoreTax ? [] : input.taxConfigIds };
}
