import type { Usuario, UsuarioEdit } from '@gdo/domain/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/auth/get-current-user';
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
      // An administrator editing themselves: the header's name and the profile follow.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return queryClient.invalidateQueries({ queryKey: ['usuarios', 'list'] });
    },
    onError: refetchWhenStale(queryClient, ['usuarios']),
  });
}
