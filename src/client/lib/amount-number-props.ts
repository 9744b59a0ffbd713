import type { AmountUnit } from '#shared/challenges/daily-goal';
import { UNIT_RULES } from '#shared/challenges/amount-units';
import { numberSeparators } from '#client/i18n/formats';

/** A number field for an amount of `unit` (decision 082): its bounds and decimals, in the shown language's format. */
export function amountNumberProps(unit: AmountUnit) {
  const { max, decimals } = UNIT_RULES[unit];
  const { thousand, decimal } = numberSeparators();
  return {
    min: 0,
    max,
    decimalScale: decimals,
    allowDecimal: decimals > 0,
    allowNegative: false,
    thousandSeparator: thousand,
    decimalSeparator: decimal,
  };
}
