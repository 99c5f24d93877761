import type { Usuario, UsuarioEdit } from '@gdo/domain/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
      queryClient.setQueryData(['usuarios', 'detail', usuario.id], usuario);
      return queryClient.invalidateQueries({ queryKey: ['usuarios', 'list'] });
    },
    onError: refetchWhenStale(queryClient, ['usuarios']),
  });
}
