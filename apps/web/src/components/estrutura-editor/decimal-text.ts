import { formatMoneyNumber, formatQuantity, parseBRL, parseQuantity } from '@gdo/domain/money';

// Decimals in machine form ('1234.50') shown in the editor's inputs the Brazilian way, and the
// typed text tidied when the user leaves a cell. Tidying never changes the value read.

export function quantityText(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : formatQuantity(value);
}

// '1.234,50': the currency sign sits beside the input, not in it.
export function moneyText(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : formatMoneyNumber(value);
}

export function tidyQuantity(text: string): string {
  const value = parseQuantity(text);
  return value === null ? text : formatQuantity(value);
}

export function tidyMoney(text: string): string {
  const value = parseBRL(text);
  return value === null ? text : moneyText(value);
}
