import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import type { DiarioRow, RetificacaoRow } from './repository';

// The signature chain of an obra's diário (decision 070). Each link (a signed report, a
// retificação) is hashed with SHA-256 over the canonical JSON (lib/canonical-json.ts) of its
// content, the signature and the previous link's hash. `forma` names the fields hashed, so a
// future form (photos by their hashes) can be added while old links keep verifying.

export const FORMA_HASH = 1;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Assinatura = { assinado_por: number; assinado_em: Date; elo: number; hash_anterior: string | null };

/** What a report's hash covers (forma 1). */
function formaDoDiario(row: DiarioRow, assinatura: Assinatura) {
  return {
    forma: FORMA_HASH,
    tipo: 'diario',
    empresa: row.empresa_id,
    obra: row.obra_id,
    id: row.id,
    numero: row.numero,
    data: row.data,
    clima: row.clima,
    efetivo: row.efetivo,
    equipamentos: row.equipamentos,
    atividades: row.atividades,
    ocorrencias: row.ocorrencias,
    observacoes: row.observacoes,
    observacoes_fiscal: row.observacoes_fiscal,
    criado_por: row.criado_por,
    assinado_por: assinatura.assinado_por,
    assinado_em: assinatura.assinado_em.toISOString(),
    elo: assinatura.elo,
    hash_anterior: assinatura.hash_anterior,
  };
}

export function hashDoDiario(row: DiarioRow, assinatura: Assinatura): string {
  return sha256(canonicalJson(formaDoDiario(row, assinatura)));
}

type Retificacao = Pick<RetificacaoRow, 'empresa_id' | 'obra_id' | 'diario_id' | 'texto'> & Assinatura;

/** What a retificação's hash covers (forma 1). */
export function hashDaRetificacao(r: Retificacao): string {
  return sha256(
    canonicalJson({
      forma: FORMA_HASH,
      tipo: 'retificacao',
      empresa: r.empresa_id,
      obra: r.obra_id,
      diario: r.diario_id,
      texto: r.texto,
      assinado_por: r.assinado_por,
      assinado_em: r.assinado_em.toISOString(),
      elo: r.elo,
      hash_anterior: r.hash_anterior,
    }),
  );
}
