import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCpfCnpj,
  formatTelefone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidTelefone,
  normalizeCpfCnpj,
  normalizeTelefone,
  onlyDigits,
} from './cpf-cnpj';

const VALID_CPFS = ['529.982.247-25', '52998224725', '123.456.789-09', '111.444.777-35', '935.411.347-80'];
const VALID_CNPJS = [
  '11.222.333/0001-81',
  '11222333000181',
  '00.000.000/0001-91', // Banco do Brasil
  '33.000.167/0001-01', // Petrobras
  '00.360.305/0001-04', // Caixa Econômica Federal
  '12.ABC.345/01DE-35', // alphanumeric example of the Receita Federal
  '12ABC34501DE35',
  '12.abc.345/01de-35',
];

// Every two-digit ending that makes the number valid.
function validCheckDigits(value: string, isValid: (value: string) => boolean): string[] {
  const pairs = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  return pairs.filter((pair) => isValid(`${value.slice(0, -2)}${pair}`));
}

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(VALID_CPFS)('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    '',
    '529.982.247-24',
    '529.982.247-15',
    '52998224726',
    '5299822472',
    '529982247250',
    '111.111.111-11',
    '000.000.000-00',
    '999.999.999-99',
    '529.982.247-2A',
    'abc.def.ghi-jk',
    '529_982_247_25',
  ])('rejects %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('accepts exactly one pair of check digits for each body', () => {
    for (const cpf of VALID_CPFS) expect(validCheckDigits(cpf, isValidCpf)).toEqual([cpf.slice(-2)]);
  });
});

describe('isValidCnpj', () => {
  it.each(VALID_CNPJS)('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    '',
    '11.222.333/0001-80',
    '11.222.333/0001-91',
    '1122233300018',
    '112223330001810',
    '00.000.000/0000-00',
    '11.111.111/1111-11',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-3A', // check digits are always numeric
    '12.ABD.345/01DE-35',
    '12.AB$.345/01DE-35',
    '12.ÁBC.345/01DE-35',
  ])('rejects %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('accepts exactly one pair of check digits for each body', () => {
    for (const cnpj of VALID_CNPJS) {
      expect(validCheckDigits(cnpj, isValidCnpj)).toEqual([cnpj.slice(-2)]);
    }
  });
});

describe('isValidCpfCnpj', () => {
  it('picks the rule by length', () => {
    for (const value of [...VALID_CPFS, ...VALID_CNPJS]) expect(isValidCpfCnpj(value)).toBe(true);
    expect(isValidCpfCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCpfCnpj('1234567890123')).toBe(false);
    expect(isValidCpfCnpj('')).toBe(false);
    // Eleven characters with a letter are neither a CPF nor a CNPJ.
    expect(isValidCpfCnpj('5299822472A')).toBe(false);
  });
});

describe('normalizeCpfCnpj and formatCpfCnpj', () => {
  it('strips the mask and upper-cases', () => {
    expect(normalizeCpfCnpj(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCpfCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('masks CPF, CNPJ and alphanumeric CNPJ', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpfCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('leaves other text as it came', () => {
    expect(formatCpfCnpj('12345')).toBe('12345');
    expect(formatCpfCnpj('')).toBe('');
    expect(formatCpfCnpj('1234567890A')).toBe('1234567890A');
  });
});

describe('CEP', () => {
  it('validates and formats eight digits', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('1310-100')).toBe(false);
    expect(isValidCep('01310-10A')).toBe(false);
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });
});

describe('telefone', () => {
  it.each(['(11) 98765-4321', '11987654321', '(11) 3456-7890', '1134567890', '+55 (11) 3456-7890'.slice(4)])(
    'accepts %s',
    (telefone) => {
      expect(isValidTelefone(telefone)).toBe(true);
    },
  );

  it.each([
    '',
    '98765-4321',
    '(01) 98765-4321',
    '(10) 98765-4321',
    '(11) 8765-432',
    '(11) 88765-4321',
    '(11) 1456-7890',
  ])('rejects %j', (telefone) => {
    expect(isValidTelefone(telefone)).toBe(false);
  });

  it('normalises and formats', () => {
    expect(normalizeTelefone('(11) 98765-4321')).toBe('11987654321');
    expect(formatTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(formatTelefone('1134567890')).toBe('(11) 3456-7890');
    expect(formatTelefone('(11) 3456-7890')).toBe('(11) 3456-7890');
    expect(formatTelefone('123')).toBe('123');
  });
});
