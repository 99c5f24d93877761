import type { FieldError } from '@gdo/domain/api-error';
import type { DiarioEdit } from '@gdo/domain/diario';
import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { AtividadeResponse, EfetivoResponse } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { invalidFields } from '../../lib/app-error';
import { etapasDoOrcamentoDaObra, nomesDeFornecedores } from './referencias-repository';
import type { DiarioValues } from './repository';

type Conteudo = Omit<DiarioEdit, 'versao'>;

// A report's lines as stored: each id checked against the empresa (fornecedores) or the obra's
// budget (etapas, subetapas) and kept with the name it has now, so the report reads later as it
// was written. An id that does not fit is a 400 on its line's field.

async function efetivoComNomes(db: DbOrTx, empresaId: number, efetivo: NonNullable<Conteudo['efetivo']>) {
  const ids = [...new Set(efetivo.flatMap((linha) => (linha.fornecedor === null ? [] : [linha.fornecedor])))];
  const nomes = await nomesDeFornecedores(db, empresaId, ids);
  const errors: FieldError[] = [];
  const linhas = efetivo.map((linha, i): EfetivoResponse => {
    const nome = linha.fornecedor === null ? null : (nomes.get(linha.fornecedor) ?? null);
    if (linha.fornecedor !== null && nome === null) {
      errors.push({ field: `efetivo.${i}.fornecedor`, message: API_ERRORS.fornecedorNaoEncontrado });
    }
    return { ...linha, fornecedor_nome: nome };
  });
  return { linhas, errors };
}

async function atividadesComNomes(
  db: DbOrTx,
  empresaId: number,
  obraId: number,
  atividades: NonNullable<Conteudo['atividades']>,
) {
  if (atividades.length === 0) return { linhas: [], errors: [] };
  const estrutura = await etapasDoOrcamentoDaObra(db, empresaId, obraId);
  if (!estrutura)
    return { linhas: [], errors: [{ field: 'atividades', message: DIARIO_MESSAGES.semOrcamento }] };
  const errors: FieldError[] = [];
  const linhas = atividades.flatMap((linha, i): AtividadeResponse[] => {
    const etapa = estrutura.find((e) => e.id === linha.etapa);
    if (!etapa) {
      errors.push({ field: `atividades.${i}.etapa`, message: API_ERRORS.etapaForaDoOrcamento });
      return [];
    }
    const subetapa = linha.subetapa === null ? null : etapa.subetapas.find((s) => s.id === linha.subetapa);
    if (subetapa === undefined) {
      errors.push({ field: `atividades.${i}.subetapa`, message: API_ERRORS.subetapaForaDoOrcamento });
      return [];
    }
    return [
      {
        ...linha,
        etapa_numero: etapa.numero,
        etapa_nome: etapa.nome,
        subetapa_numero: subetapa?.numero ?? null,
        subetapa_nome: subetapa?.nome ?? null,
      },
    ];
  });
  return { linhas, errors };
}

/** The values to store for the fields `input` holds (an edit may hold few); 400 on a bad reference. */
export async function resolverConteudo({
  db,
  empresaId,
  obraId,
  input,
}: EmpresaScope<DbOrTx> & { obraId: number; input: Conteudo }): Promise<Partial<DiarioValues>> {
  const { efetivo, atividades, ...resto } = input;
  const values: Partial<DiarioValues> = Object.fromEntries(
    Object.entries(resto).filter(([, v]) => v !== undefined),
  );
  const errors: FieldError[] = [];
  if (efetivo !== undefined) {
    const resolved = await efetivoComNomes(db, empresaId, efetivo);
    values.efetivo = resolved.linhas;
    errors.push(...resolved.errors);
  }
  if (atividades !== undefined) {
    const resolved = await atividadesComNomes(db, empresaId, obraId, atividades);
    values.atividades = resolved.linhas;
    errors.push(...resolved.errors);
  }
  if (errors.length > 0) throw invalidFields(errors);
  return values;
}
