import { Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';

type DiarioPaginaProps = Omit<ComponentProps<typeof PageLayout>, 'title' | 'description'> & {
  /** What follows the acronym spelled out: which obras or which obra. */
  sobre: ReactNode;
};

/** The frame of the diário's screens: "Diário de obra", the RDO spelled out once (issue 12). */
export function DiarioPagina({ sobre, ...layout }: DiarioPaginaProps) {
  return (
    <PageLayout
      title="Diário de obra"
      description={
        <Text span size="sm" c="dimmed">
          RDO — Relatório Diário de Obra {sobre}
        </Text>
      }
      {...layout}
    />
  );
}
