import type { PerfilEdit, Usuario } from '@gdo/domain/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarioKeys } from '@/entities/usuarios/api/usuario-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

// The signed-in user's own contact data; e-mail, roles and status are changed by an administrator.
export function editPerfil(data: PerfilEdit): Promise<Usuario> {
  return apiRequest<Usuario>('/api/users/me', { method: 'PUT', body: data });
}

export function useSavePerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPerfil,
    onSuccess: (usuario) => {
      queryClient.setQueryData(usuarioKeys.currentUser(usuario.id), usuario);
      return queryClient.invalidateQueries({ queryKey: usuarioKeys.lists() });
    },
    onError: refetchWhenStale(queryClient, usuarioKeys.me()),
  });
}

// The generic form edits a record by id; a profile is always the signed-in user's own.
export function useEditPerfil() {
  const save = useSavePerfil();
  return {
    isPending: save.isPending,
    mutateAsync: ({ data }: { id: number; data: PerfilEdit }) => save.mutateAsync(data),
  };
}
