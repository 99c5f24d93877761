import {
  TIPO_DOCUMENTO_LABELS,
  TIPO_DOCUMENTO_POR_EXTENSO,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '@gdo/domain/tipo-documento';
import { useNavigate } from 'react-router';
import { Segmentos } from '@/components/ui/segmentos';
import { paths } from '@/config/paths';

// RDO ⇄ RDA of the same obra; each spelled out on hover (the screen's text spells out its own).
export function DocumentoSwitch({ tipo, obra }: { tipo: TipoDocumento; obra: number }) {
  const navigate = useNavigate();
  return (
    <Segmentos<TipoDocumento>
      aria-label="Documento"
      value={tipo}
      onChange={(value) => navigate(paths.lancamentos(value, obra))}
      data={TIPOS_DOCUMENTO.map((value) => ({
        value,
        label: <span title={TIPO_DOCUMENTO_POR_EXTENSO[value]}>{TIPO_DOCUMENTO_LABELS[value]}</span>,
      }))}
    />
  );
}
