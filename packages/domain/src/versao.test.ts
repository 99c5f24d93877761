import { describe, expect, it } from 'vitest';
import { clienteCreateSchema, clienteEditSchema } from './cliente';
import { contratoEditSchema } from './contrato';
import { etapaUpdateSchema } from './etapa';
import { FIELD_MESSAGES } from './field-messages';
import { fornecedorEditSchema } from './fornecedor';
import { lancamentoEditSchema } from './lancamento';
import { obraEditSchema } from './obra';
import { orcamentoEditSchema } from './orcamento';
import { orcamentoModeloEditSchema } from './orcamento-modelo';
import { documentoEditSchema } from './rdo-rda';
import { subetapaUpdateSchema } from './subetapa';
import { usuarioEditSchema } from './usuario';

// Every edit body takes an optional versao (decision 042); a create has none to take.
const edits = {
  cliente: [clienteEditSchema, {}],
  fornecedor: [fornecedorEditSchema, {}],
  obra: [obraEditSchema, {}],
  usuario: [usuarioEditSchema, { nome: 'Maria', email: 'maria@example.com' }],
  etapa: [etapaUpdateSchema, { id: 1 }],
  subetapa: [subetapaUpdateSchema, { id: 1 }],
  orcamento: [orcamentoEditSchema, {}],
  modelo: [orcamentoModeloEditSchema, {}],
  contrato: [contratoEditSchema, {}],
  documento: [documentoEditSchema, { id: 1 }],
  lancamento: [lancamentoEditSchema, {}],
} as const;

describe.each(Object.entries(edits))('the %s edit', (_, [schema, base]) => {
  it('takes a versao, or none', () => {
    expect(schema.parse({ ...base, versao: 3 })).toMatchObject({ versao: 3 });
    expect(schema.parse(base)).not.toHaveProperty('versao');
  });

  it.each([0, -1, 1.5, '3', null])('refuses the versao %j on the field', (versao) => {
    const result = schema.safeParse({ ...base, versao });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['versao']);
  });
});

describe('a create', () => {
  it('drops a versao like any server-owned field', () => {
    const parsed = clienteCreateSchema.parse({
      cpf_cnpj: '11.222.333/0001-81',
      nome: 'Construtora Horizonte',
      telefone: '(11) 3456-7890',
      email: 'contato@horizonte.com.br',
      versao: 7,
    });
    expect(parsed).not.toHaveProperty('versao');
  });

  it('names the refusal with the field messages', () => {
    const result = clienteEditSchema.safeParse({ versao: 'ontem' });
    expect(result.error?.issues[0]?.message).toBe(FIELD_MESSAGES.valorInvalido);
  });
});
