import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { useUsuario } from './sessao';

/**
 * Whether the logged-in user may do something: hides what the server would refuse anyway
 * (the server checks every call; this is only the screen's courtesy).
 */
export function usePode(): (requisito: RequisitoAcesso) => boolean {
  const { data: usuario } = useUsuario();
  return (requisito) => (usuario ? temPermissao(usuario, requisito) : false);
}
