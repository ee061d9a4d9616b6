import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { seguirConexao } from './conexao';
import { lerFalha } from './erros';
import { encerrarSessaoExpirada } from './sessao';
import { tentarDeNovo } from './tentativas';

export function criarQueryClient() {
  seguirConexao();
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (e) => aoFalhar(e) }),
    mutationCache: new MutationCache({ onError: (e) => aoFalhar(e) }),
    defaultOptions: {
      queries: {
        retry: tentarDeNovo,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

  function aoFalhar(erro: unknown) {
    const f = lerFalha(erro);
    if (f.tipo !== 'resposta') return;
    if (f.codigo === 'NAO_AUTENTICADO') encerrarSessaoExpirada();
    // The subscription changed under an open screen: reload it and let the gate decide.
    if (f.codigo?.startsWith('COBRANCA_'))
      queryClient.invalidateQueries({ queryKey: [['assinatura', 'get']] });
  }
  return queryClient;
}
