import type { Usuario, UsuarioCreate } from '@gdo/domain/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarioKeys } from '@/entities/usuarios/api/usuario-keys';
import { apiRequest } from '@/lib/api-client';

export function createUsuario(data: UsuarioCreate): Promise<Usuario> {
  return apiRequest<Usuario>('/api/users/create', { method: 'POST', body: data });
}

export function useCreateUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUsuario,
    onSuccess: (usuario) => {
      queryClient.setQueryData(usuarioKeys.detail(usuario.id), usuario);
      return queryClient.invalidateQueries({ queryKey: usuarioKeys.lists() });
    },
  });
}
