import { formatBRL } from '@gdo/domain/money';
import { TIPO_DOCUMENTO_LABELS } from '@gdo/domain/tipo-documento';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import alvos from '@/components/ui/alvos.module.css';
import cartoes from '@/components/ui/cartoes.module.css';
import { Acoes, type Conta, type ContasTabelaProps, descricao, situacao, vencimento } from './conta-acoes';
import classes from './contas-cartoes.module.css';

// The payables of the page on a phone, a card each, in plain elements (decision 156): the Mantine
// Card, Group, Stack and Text of twenty cards were the longest task of the screen's load.
export function ContasCartoes(props: ContasTabelaProps & { marcar: (conta: Conta) => ReactNode }) {
  const { rows, podePagar, marcar } = props;
  return (
    <div className={cartoes.lista}>
      {rows.map((c) => {
        const s = situacao(c);
        return (
          <div key={c.id} className={cartoes.cartao} data-testid="conta-cartao">
            <div className={`${cartoes.topo} ${classes.topo}`}>
              <div className={classes.quem}>
                {podePagar && marcar(c)}
                <div>
                  <p className={classes.titulo}>{descricao(c)}</p>
                  <p className={classes.detalhe}>
                    {c.fornecedor_nome} · {c.obra_nome} · {TIPO_DOCUMENTO_LABELS[c.documento]}
                  </p>
                </div>
              </div>
              <Badge color={s.cor} c={s.tinta} variant="light" style={{ flexShrink: 0 }}>
                {s.texto}
              </Badge>
            </div>
            <div className={classes.linha}>
              {/* The badge already says "Sem vencimento". */}
              <p className={classes.texto}>{c.data_vencimento ? `Vence ${vencimento(c)}` : ''}</p>
              <p className={`${classes.texto} ${classes.valor}`}>Em aberto {formatBRL(c.em_aberto)}</p>
            </div>
            {/* Its own 44 px targets: these cards are drawn up to 62 em inclusive, where the
                layout's (below a laptop, decision 075) stop one pixel short. */}
            <div className={`${cartoes.acoes} ${alvos.alvos}`}>
              <Acoes conta={c} {...props} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
