import type { Contrato } from '@gdo/domain/contrato';
import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import { formatDate } from '@gdo/domain/date';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import type { Medicao } from '@gdo/domain/medicao';
import type { EmpresaScope } from '../../db/client';
import { asciiSlug } from '../../lib/report';
import { empresaDaProposta } from '../empresas/service';
import { fornecedoresService } from '../fornecedores/service';
import { getMedicao } from './medicoes-service';
import * as repo from './repository';

// What the boletim de medição shows (decision 133): the firm (contratante), the subcontractor
// (empreiteiro), the contract and its figures, the medição's lines and amounts, and two signatures.

export type BoletimData = {
  empresa: { nome: string; cnpj: string | null };
  fornecedor: { nome: string; cpfCnpj: string };
  contrato: Pick<
    Contrato,
    | 'id'
    | 'numero'
    | 'objeto'
    | 'obra_nome'
    | 'valor'
    | 'retencao_percentual'
    | 'amortizacao_percentual'
    | 'adiantamento'
  >;
  medicao: Medicao;
  /** dd/mm/aaaa */
  emitidoEm: string;
};

export async function loadBoletimData({
  db,
  empresaId,
  id,
}: EmpresaScope & { id: number }): Promise<BoletimData> {
  const medicao = await getMedicao({ db, empresaId, id });
  const contrato = (await repo.findContrato(db, empresaId, medicao.contrato))!;
  const fornecedor = await fornecedoresService.get({ db, empresaId, id: contrato.fornecedor });
  const empresa = await empresaDaProposta({ db, empresaId });
  return {
    empresa: { nome: empresa.nome, cnpj: empresa.cnpj ? formatCpfCnpj(empresa.cnpj) : null },
    fornecedor: { nome: fornecedor.nome, cpfCnpj: formatCpfCnpj(fornecedor.cpf_cnpj) },
    contrato,
    medicao,
    emitidoEm: formatDate(new Date(), FUSO_DAS_OBRAS),
  };
}

export function boletimName({ contrato, medicao }: BoletimData) {
  const utf8 = `Boletim de medição ${medicao.numero} - ${contrato.numero ?? contrato.objeto}`.slice(0, 120);
  return { utf8, ascii: asciiSlug(utf8) || `boletim-${medicao.id}` };
}
