import { formatBRL, formatCount } from '@gdo/domain/money';
import type { MoneyWord } from '@gdo/domain/money-words';
import { type ContasAPagarResumo, GRUPO_VENCIMENTO_LABELS, GRUPOS_VENCIMENTO } from '@gdo/domain/pagamento';
import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { MoneyHintButton } from '@/components/ui/money-hint';
import classes from './contas.module.css';

const WORD: Partial<Record<string, MoneyWord>> = { vencido: 'vencido' };

type GruposResumoProps = {
  resumo: ContasAPagarResumo | undefined;
  grupo: string | undefined;
  onGrupo: (grupo: string | undefined) => void;
};

// The totals per due-date group (em aberto and how many), each a toggle that filters the list by
// its group; "Todas" clears it. The selected one is pressed (aria-pressed) for screen readers.
export function GruposResumo({ resumo, grupo, onGrupo }: GruposResumoProps) {
  const cards = [
    { key: undefined, label: 'Todas', total: resumo?.total },
    ...GRUPOS_VENCIMENTO.map((g) => ({
      key: g,
      label: GRUPO_VENCIMENTO_LABELS[g],
      total: resumo?.grupos[g],
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" role="group" aria-label="Grupos de vencimento">
      {cards.map(({ key, label, total }) => {
        const pressed = grupo === key;
        const word = key ? WORD[key] : undefined;
        return (
          <div key={label} className={classes.cartao}>
            <UnstyledButton
              className={classes.grupo}
              data-pressed={pressed || undefined}
              data-grupo={key ?? 'todas'}
              aria-pressed={pressed}
              onClick={() => onGrupo(pressed ? undefined : key)}
            >
              <Text
                size="xs"
                fw={600}
                c={key === 'vencido' ? 'red.8' : 'dimmed'}
                component="div"
                pr={word ? 22 : 0}
              >
                {label}
              </Text>
              {total ? (
                <>
                  <Text fw={700} className={classes.valor}>
                    {formatBRL(total.em_aberto)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {total.quantidade === 1 ? '1 conta' : `${formatCount(total.quantidade)} contas`}
                  </Text>
                </>
              ) : (
                <Skeleton height={36} mt={4} />
              )}
            </UnstyledButton>
            {/* Beside the toggle, never inside it: a button holds no other button. */}
            {word && (
              <span className={classes.dica}>
                <MoneyHintButton word={word} />
              </span>
            )}
          </div>
        );
      })}
    </SimpleGrid>
  );
}
