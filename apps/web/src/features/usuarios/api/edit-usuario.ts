import type { Usuario, UsuarioEdit } from '@gdo/domain/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarioKeys } from '@/entities/usuarios/api/usuario-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchWhenStale } from '@/lib/query-client';

// Without a password the current one stays; with one, it is an administrator's reset.
export function editUsuario({ id, data }: { id: number; data: UsuarioEdit }): Promise<Usuario> {
  return apiRequest<Usuario>(`/api/users/edit/${id}`, { method: 'PUT', body: data });
}

export function useEditUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUsuario,
    onSuccess: (usuario) => {
      queryClient.setQueryData(usuarioKeys.detail(usuario.id), usuario);
      // An administrator editing themselves: the header's name and the profile follow.
      void queryClient.invalidateQueries({ queryKey: usuarioKeys.me() });
      return queryClient.invalidateQueries({ queryKey: usuarioKeys.lists() });
    },
    onError: refetchWhenStale(queryClient, usuarioKeys.all),
  });
}
