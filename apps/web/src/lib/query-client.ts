import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { lerFalha } from './erros';
import { encerrarSessaoExpirada } from './sessao';

const semTentarDeNovo = (erro: unknown) => {
  const f = lerFalha(erro);
  return f.tipo === 'resposta' && f.status < 500;
};

function aoFalhar(erro: unknown) {
  const f = lerFalha(erro);
  if (f.tipo === 'resposta' && f.codigo === 'NAO_AUTENTICADO') encerrarSessaoExpirada();
}

export function criarQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: aoFalhar }),
    mutationCache: new MutationCache({ onError: aoFalhar }),
    defaultOptions: {
      queries: {
        retry: (n, erro) => !semTentarDeNovo(erro) && n < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
