// Masks applied while the user types, so a half-typed value already reads as it will be
// shown ('123.456.7'). cpf-cnpj.ts normalises them away before validating, and shows a
// complete stored value through them (formatCpfCnpj, formatCep, formatTelefone).

function applyPattern(characters: string, pattern: string): string {
  let result = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= characters.length) break;
    if (slot === '#') {
      result += characters[index];
      index += 1;
    } else {
      result += slot;
    }
  }
  return result;
}

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';

// Up to 11 digits reads as a CPF; a 12th character or any letter (the alphanumeric CNPJ of
// 2026) switches to the CNPJ mask.
export function maskCpfCnpj(value: string): string {
  const characters = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  const isCpf = characters.length <= 11 && /^\d*$/.test(characters);
  return applyPattern(characters, isCpf ? CPF_PATTERN : CNPJ_PATTERN);
}

export function maskCpf(value: string): string {
  return applyPattern(value.replace(/\D/g, '').slice(0, 11), CPF_PATTERN);
}

// '(11) 3456-7890' for a landline, '(11) 98765-4321' for a mobile.
export function maskTelefone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  return applyPattern(digits, digits.length > 10 ? '(##) #####-####' : '(##) ####-####');
}

export function maskCep(value: string): string {
  return applyPattern(value.replace(/\D/g, '').slice(0, 8), '#####-###');
}

// A pt-BR decimal while typing: digits, one comma and thousands dots only.
export function maskDecimal(value: string): string {
  const cleaned = value.replace(/[^\d.,]/g, '');
  const comma = cleaned.indexOf(',');
  return comma === -1
    ? cleaned
    : `${cleaned.slice(0, comma + 1)}${cleaned.slice(comma + 1).replace(/[.,]/g, '')}`;
}
