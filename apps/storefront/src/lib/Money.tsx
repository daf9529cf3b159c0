import { money } from './format';

/** A price isolated from the text direction around it (RTL pages keep "$4.50" intact). */
export function Money({
  value,
  currency,
  className,
}: {
  value: number;
  currency?: string;
  className?: string;
}) {
  return <bdi className={className}>{money(value, currency)}</bdi>;
}
