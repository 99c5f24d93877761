import { maskCep, maskCpfCnpj, maskTelefone } from './masks';

// CPF and CNPJ: the Brazilian tax numbers of a person and of a company; and the CEP and phone
// numbers a register holds beside them. Their masks live in masks.ts.
//
// Since July 2026 new CNPJs may carry letters in their first 12 positions; the two check
// digits stay numeric. The check-digit rule is the same for both kinds, with each character
// worth its ASCII code minus 48 ('0' → 0 … '9' → 9, 'A' → 17 … 'Z' → 42), as the Receita
// Federal defines it.

const MASK_CHARACTERS = /[\s./-]/g;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Strips the mask ('.', '/', '-', spaces) and upper-cases letters, the form we store.
export function normalizeCpfCnpj(value: string): string {
  return value.replace(MASK_CHARACTERS, '').toUpperCase();
}

function allSame(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

function charValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

// Σ value × weight, mod 11: a remainder below 2 gives 0, otherwise 11 − remainder.
function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += charValue(body[i] ?? '0') * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpfCnpj(value);
  // All-same numbers ('111.111.111-11') pass the arithmetic but are not real CPFs.
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const first = checkDigit(cpf.slice(0, 9), CPF_WEIGHTS_1);
  const second = checkDigit(cpf.slice(0, 10), CPF_WEIGHTS_2);
  return cpf.endsWith(`${first}${second}`);
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCpfCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = checkDigit(cnpj.slice(0, 13), CNPJ_WEIGHTS_2);
  return cnpj.endsWith(`${first}${second}`);
}

export function isValidCpfCnpj(value: string): boolean {
  const normalized = normalizeCpfCnpj(value);
  if (normalized.length === 11) return isValidCpf(normalized);
  if (normalized.length === 14) return isValidCnpj(normalized);
  return false;
}

// '123.456.789-09' or '12.345.678/0001-95' (letters kept: '12.ABC.345/01DE-35'). Text that is
// neither length is returned as it came, so a half-typed value is never mangled.
export function formatCpfCnpj(value: string): string {
  const normalized = normalizeCpfCnpj(value);
  const complete = /^\d{11}$/.test(normalized) || /^[0-9A-Z]{12}\d{2}$/.test(normalized);
  return complete ? maskCpfCnpj(normalized) : value;
}

export function isValidCep(value: string): boolean {
  return /^\d{8}$/.test(value.replace(MASK_CHARACTERS, ''));
}

// '01310-100'; anything but 8 digits is returned as it came.
export function formatCep(value: string): string {
  const digits = value.replace(MASK_CHARACTERS, '');
  return /^\d{8}$/.test(digits) ? maskCep(digits) : value;
}

// Area code (two digits, neither 0) then a landline (8 digits starting 2–8) or a mobile
// (9 followed by 8 digits): the numbering plan of Anatel.
const TELEFONE = /^[1-9]{2}(?:[2-8]\d{7}|9\d{8})$/;

export function normalizeTelefone(value: string): string {
  return value.replace(/[\s().+-]/g, '');
}

export function isValidTelefone(value: string): boolean {
  return TELEFONE.test(normalizeTelefone(value));
}

// '(11) 98765-4321' or '(11) 3456-7890'; anything else is returned as it came.
export function formatTelefone(value: string): string {
  const digits = normalizeTelefone(value);
  return /^\d{10,11}$/.test(digits) ? maskTelefone(digits) : value;
}
