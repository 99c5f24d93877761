import { Center, Loader, type LoaderProps, type MantineSpacing } from '@mantine/core';

interface IndicadorProps {
  /** What is being read, as a screen reader says it: "Carregando …". */
  rotulo: string;
  size?: LoaderProps['size'];
}

/**
 * The spinner of something being read, named for screen readers. A name is prohibited on
 * Mantine's bare `<span>`, so it is a progress bar (axe, decision 238); a spinner inside a
 * button stays Mantine's own, unnamed, because the button says what it does.
 */
export function IndicadorCarregando({ rotulo, size }: IndicadorProps) {
  return <Loader size={size} role="progressbar" aria-label={rotulo} />;
}

/** A screen's or a section's content while what it shows is read: the spinner, centred. */
export function Carregando({ py = 64, ...indicador }: IndicadorProps & { py?: MantineSpacing }) {
  return (
    <Center py={py}>
      <IndicadorCarregando {...indicador} />
    </Center>
  );
}
