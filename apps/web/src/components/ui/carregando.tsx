import { Center, Loader } from '@mantine/core';

/** A screen's content while what it shows is read: a spinner named for screen readers. */
export function Carregando({ rotulo }: { rotulo: string }) {
  return (
    <Center py={64}>
      <Loader role="progressbar" aria-label={rotulo} />
    </Center>
  );
}
