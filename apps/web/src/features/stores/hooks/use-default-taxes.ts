import type { StoreInput } from '@perkdesk/contracts';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { getDefaultTaxes } from '../api/get-default-taxes';
import type { StoreFormValues } from '../form/store-form';

const SETTLE_MS = 600;

/**
 * A new store takes the default taxes of its address (contract §4) as the address is typed,
 * until the merchant chooses taxes by hand (the field is then touched). Saved stores keep
 * their taxes; their tab offers the default instead.
 */
export function useDefaultTaxes(form: UseFormReturn<StoreFormValues, unknown, StoreInput>, isNew: boolean) {
  const [country, province, city] = useWatch({
    control: form.control,
    name: ['address.country', 'address.province', 'address.city'],
  });
  useEffect(() => {
    if (!isNew || country.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      if (form.getFieldState('taxConfigIds').isTouched) return;
      const taxes = await getDefaultTaxes({ country, province, city }, controller.signal).catch(() => null);
      if (!taxes || form.getFieldState('taxConfigIds').isTouched) return;
      form.setValue(
        'taxConfigIds',
        taxes.map((tax) => tax.id),
        {
          shouldDirty: true,
          // Re-checked only where a failed save left an error, which the new taxes may clear.
          shouldValidate: Boolean(form.getFieldState('taxConfigIds').error),
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [form, isNew, country, province, city]);
}
