import type { Foto, TamanhoFoto } from '@gdo/domain/diario-foto';
import type { Diario } from '@gdo/domain/diario-response';
import type { Assinador } from '../../lib/signed-url';
import type { FotoRow } from './fotos-repository';
import type { DiarioGuardado } from './repository';

// A photo as a report carries it: its row with signed, expiring links to its three sizes, bound to
// its empresa (decision 071). Links are made when a report is read, never stored.

export const ARQUIVO_PREFIX = '/api/diarios/fotos/arquivo';

export type FotoLinks = {
  foto: (row: FotoRow) => Foto;
  diario: (diario: DiarioGuardado) => Diario;
};

export function fotoLinks(assinador: Assinador): FotoLinks {
  const link = (row: FotoRow, tamanho: TamanhoFoto) =>
    assinador.assinar(row.empresa_id, `${ARQUIVO_PREFIX}/${row.id}/${tamanho}`);
  const foto = (row: FotoRow): Foto => ({
    id: row.id,
    legenda: row.legenda,
    etapa: row.etapa_id,
    tirada_em: row.tirada_em?.toISOString() ?? null,
    largura: row.largura,
    altura: row.altura,
    sha256: row.sha256,
    url: link(row, 'exibicao'),
    miniatura_url: link(row, 'miniatura'),
    original_url: link(row, 'original'),
  });
  return { foto, diario: (d) => ({ ...d, fotos: d.fotos.map(foto) }) };
}
