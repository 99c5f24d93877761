import { EMPRESA_MESSAGES, LOGO_MAX_BYTES } from '@gdo/domain/empresa';
import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useLogo, useLogoMutation } from '@/features/empresa/api/logo';

// The logo printed on the proposals: PNG or JPEG up to 2 MB, checked again by the server.
export function LogoCard({ temLogo }: { temLogo: boolean }) {
  const toast = useToast();
  const logo = useLogo(temLogo);
  const preview = temLogo ? logo.data : undefined;
  const enviar = useLogoMutation('enviar');
  const remover = useLogoMutation('remover');

  const escolher = (arquivo: File | null) => {
    if (!arquivo) return;
    if (arquivo.size > LOGO_MAX_BYTES) {
      toast.show({ type: 'danger', text: EMPRESA_MESSAGES.logoGrande });
      return;
    }
    enviar.mutate(arquivo, {
      onSuccess: () => toast.show({ type: 'success', text: 'Logotipo salvo.' }),
      onError: (error) =>
        toast.show({ type: 'danger', text: failureText('Falha no envio do logotipo.', error) }),
    });
  };
  const tirar = () =>
    remover.mutate(undefined, {
      onSuccess: () => toast.show({ type: 'success', text: EMPRESA_MESSAGES.logoRemovido }),
      onError: (error) =>
        toast.show({ type: 'danger', text: failureText('Falha na remoção do logotipo.', error) }),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="titulo-logo"
    >
      <Title order={2} size="h4" mb="xs" id="titulo-logo">
        Logotipo
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Impresso no alto das propostas. PNG ou JPEG de até 2 MB; imagens maiores que 600 px são reduzidas.
      </Text>
      <Stack gap="md">
        {temLogo ? (
          preview && <Image src={preview} alt="Logotipo da empresa" maw={240} mah={120} fit="contain" />
        ) : (
          <Text size="sm">Nenhum logotipo enviado.</Text>
        )}
        <Group gap="sm">
          <FileButton onChange={escolher} accept="image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={enviar.isPending}
              >
                {temLogo ? 'Trocar logotipo' : 'Enviar logotipo'}
              </Button>
            )}
          </FileButton>
          {temLogo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={tirar}
              loading={remover.isPending}
            >
              Remover logotipo
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
