import { ROLE_LABELS, type Role } from '@gdo/domain/usuario';
import { Badge, Group } from '@mantine/core';

/**
 * A user's permissions, one grey tag each, the same in the users' list and in "Meu perfil" (the
 * profile drew them in the app's orange, the list in grey).
 */
export function Permissoes({ permissoes }: { permissoes: readonly Role[] }) {
  return (
    <Group gap={4}>
      {permissoes.map((role) => (
        <Badge key={role} variant="light" color="gray" radius="sm">
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </Group>
  );
}
