import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import type { FotoRow } from './fotos-repository';
import type { DiarioRow, RetificacaoRow } from './repository';

// The signature chain of an obra's diário (decision 070). Each link (a signed report, a
// retificação) is hashed with SHA-256 over the canonical JSON (lib/canonical-json.ts) of its
// content, the signature and the previous link's hash. `forma` names the fields hashed: forma 2
// adds a report's photos by their files' SHA-256 (decision 071); links of forma 1 keep verifying.

export const FORMA_HASH = 2;
export const FORMAS_HASH: readonly number[] = [1, 2];

export type FotoDoHash = Pick<FotoRow, 'id' | 'sha256' | 'legenda' | 'etapa_id' | 'tirada_em'>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Assinatura = { assinado_por: number; assinado_em: Date; elo: number; hash_anterior: string | null };

/** What a report's hash covers: forma 1, and in forma 2 its photos too, in the order they were added. */
function formaDoDiario(row: DiarioRow, assinatura: Assinatura, forma: number, fotos: FotoDoHash[]) {
  const conteudo = {
    forma,
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
  if (forma === 1) return conteudo;
  const hashes = [...fotos]
    .sort((a, b) => a.id - b.id)
    .map((f) => ({
      id: f.id,
      sha256: f.sha256,
      legenda: f.legenda,
      etapa: f.etapa_id,
      tirada_em: f.tirada_em?.toISOString() ?? null,
    }));
  return { ...conteudo, fotos: hashes };
}

/** The hash of a report signed with `forma` (FORMA_HASH when signing now). */
export function hashDoDiario(
  row: DiarioRow,
  assinatura: Assinatura,
  { forma = FORMA_HASH, fotos }: { forma?: number; fotos: FotoDoHash[] },
): string {
  return sha256(canonicalJson(formaDoDiario(row, assinatura, forma, fotos)));
}

type Retificacao = Pick<RetificacaoRow, 'empresa_id' | 'obra_id' | 'diario_id' | 'texto'> &
  Assinatura & { forma_hash?: number };

/** What a retificação's hash covers: the same fields in forma 1 and 2. */
export function hashDaRetificacao(r: Retificacao): string {
  return sha256(
    canonicalJson({
      forma: r.forma_hash ?? FORMA_HASH,
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
