import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import { addDays, formatDate, parseDateBR } from '@gdo/domain/date';
import { enderecoLinhas } from '@gdo/domain/endereco';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import { PROPOSTA_VALIDADE_DIAS, type PropostaItem, precosDeVenda } from '@gdo/domain/orcamento-proposta';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import type { EmpresaScope } from '../../db/client';
import { clientesService } from '../clientes/service';
import { empresaDaProposta } from '../empresas/service';
import { loadExportData } from './export-data';

// What the client's proposal shows (issue 13, decision 103): sale prices only, the BDI spread over
// the lines by the domain's rule, so nothing of the cost leaves the firm.

export type PropostaData = {
  empresa: { nome: string; cnpj: string | null; endereco: string[]; logo: string | null };
  orcamento: Pick<Orcamento, 'id' | 'nome' | 'obra_nome' | 'bdi'>;
  cliente: { nome: string; cpfCnpj: string };
  itens: PropostaItem<Orcamento['itens'][number]>[];
  valorVenda: string;
  /** dd/mm/aaaa */
  emitidoEm: string;
  validade: string;
};

export async function loadPropostaData({
  db,
  empresaId,
  id,
  validade,
  now = new Date(),
}: EmpresaScope & { id: number; validade?: string; now?: Date }): Promise<PropostaData> {
  const base = await loadExportData({ db, empresaId, id, now });
  const { orcamento } = base;
  const cliente = await clientesService.get({ db, empresaId, id: orcamento.id_cliente });
  const hoje = parseDateBR(base.emitidoEm) ?? '';
  const venda = precosDeVenda(orcamento.itens, orcamento.bdi);
  const empresa = await empresaDaProposta({ db, empresaId });
  return {
    empresa: {
      nome: empresa.nome,
      cnpj: empresa.cnpj ? formatCpfCnpj(empresa.cnpj) : null,
      endereco: enderecoLinhas(empresa),
      // A data URL: pdfmake reads it without any file or network access.
      logo: empresa.logo ? `data:image/png;base64,${empresa.logo.toString('base64')}` : null,
    },
    orcamento: { id: orcamento.id, nome: orcamento.nome, obra_nome: orcamento.obra_nome, bdi: orcamento.bdi },
    cliente: { nome: cliente.nome, cpfCnpj: formatCpfCnpj(cliente.cpf_cnpj) },
    itens: venda.itens,
    valorVenda: venda.valor_venda,
    emitidoEm: base.emitidoEm,
    validade: formatDate(validade ?? addDays(hoje, PROPOSTA_VALIDADE_DIAS), FUSO_DAS_OBRAS),
  };
}
