import { formatBRL } from '@gdo/domain/money';
import type { MoneyWord } from '@gdo/domain/money-words';
import type { PainelObra } from '@gdo/domain/painel';
import { Text } from '@mantine/core';
import { MoneyHint } from '@/components/ui/money-hint';
import { LinhaDeFiguras } from './linha-de-figuras';

/** The RDA's own figures, one line under the RDO's: administrative costs, outside the budget and its saldo. */
export function RdaFiguras({ rda }: { rda: PainelObra['rda_totais'] }) {
  return (
    <LinhaDeFiguras rotulo="RDA">
      <Valor palavra="executado" valor={rda.executado} />
      <Valor palavra="comprometido" valor={rda.comprometido} />
    </LinhaDeFiguras>
  );
}

function Valor({ palavra, valor }: { palavra: MoneyWord; valor: string }) {
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      <MoneyHint word={palavra} />{' '}
      <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBRL(valor)}
      </Text>
    </Text>
  );
}
