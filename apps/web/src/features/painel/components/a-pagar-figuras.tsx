import { compareMoney, formatBRL } from '@gdo/domain/money';
import type { APagar } from '@gdo/domain/pagamento';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MoneyHint } from '@/components/ui/money-hint';
import { paths } from '@/config/paths';
import { LinhaDeFiguras } from './linha-de-figuras';

/**
 * What the obra (or the firm) owes by due date, RDO and RDA together: Vencido and A pagar em 7 dias,
 * each a link to Contas a pagar with that group (and obra) chosen.
 */
export function APagarFiguras({ aPagar, obra }: { aPagar: APagar; obra?: number }) {
  const link = (grupo: string) => `${paths.contasAPagar}?grupo=${grupo}${obra ? `&obra=${obra}` : ''}`;
  const vencido = compareMoney(aPagar.vencido, '0') > 0;
  // An obra that owes nothing soon says so in one line (and a dashboard of fifty stays light).
  if (obra && !vencido && compareMoney(aPagar.a_pagar_7_dias, '0') <= 0) {
    return (
      <Text size="sm" c="dimmed">
        Contas a pagar: nada vencido nem a vencer em 7 dias.
      </Text>
    );
  }
  return (
    <LinhaDeFiguras rotulo="Contas a pagar">
      <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
        <MoneyHint word="vencido" />{' '}
        <Anchor
          component={Link}
          to={link('vencido')}
          size="sm"
          fw={600}
          c={vencido ? 'red.8' : 'var(--mantine-color-text)'}
        >
          {formatBRL(aPagar.vencido)}
        </Anchor>
      </Text>
      <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
        <MoneyHint word="aPagar7Dias" />{' '}
        <Anchor component={Link} to={link('7dias')} size="sm" fw={600} c="var(--mantine-color-text)">
          {formatBRL(aPagar.a_pagar_7_dias)}
        </Anchor>
      </Text>
    </LinhaDeFiguras>
  );
}
