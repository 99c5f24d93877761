import { Pagination } from '@mantine/core';
import { useLaptop } from './use-toque';

const ROTULOS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

type PaginacaoProps = {
  total: number;
  value: number;
  onChange: (page: number) => void;
};

/**
 * The pages of a list, each control named in pt-BR for a screen reader. On a phone its buttons are a
 * finger's 44 px (the main area's `alvos`, decision 075) and only the current page sits between the
 * first and the last, so the row fits 390 px: 1 … 7 … 20 with its arrows.
 */
export function Paginacao({ total, value, onChange }: PaginacaoProps) {
  const laptop = useLaptop();
  return (
    <Pagination
      size="sm"
      total={total}
      value={value}
      onChange={onChange}
      siblings={laptop ? 1 : 0}
      boundaries={1}
      gap={laptop ? 8 : 4}
      getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
      getControlProps={(control) => ({ 'aria-label': ROTULOS[control] })}
    />
  );
}
