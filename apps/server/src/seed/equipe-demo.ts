import { MODULOS } from '@clinica/contracts';
import { criarPerfil } from '../modules/perfil/perfil.service';
import { criarTratamento } from '../modules/tratamento/tratamento.service';
import { criarUsuario } from '../modules/usuario/usuario.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';

/**
 * The demo clinic's team and its treatments (issue 40): the owner (the ADM, who also treats
 * patients) and two professionals with a profile of their own, so the agenda, the budgets and the
 * commissions have more than one name on them. Saved through the users', profiles' and
 * treatments' services, as the screens save them.
 */

/** What a professional of the demo may do: patients, the agenda, budgets, photos and files. */
const CHAVES_PROFISSIONAL = [
  'PACIENTES_LISTAR',
  'PACIENTES_CRIAR',
  'PACIENTES_EDITAR',
  'AGENDAMENTOS_LISTAR',
  'AGENDAMENTOS_CRIAR',
  'AGENDAMENTOS_EDITAR',
  'ORCAMENTOS_LISTAR',
  'ORCAMENTOS_CRIAR',
  'FOTOS_LISTAR',
  'FOTOS_CRIAR',
  'ARQUIVOS_LISTAR',
  'ARQUIVOS_CRIAR',
];

const PROFISSIONAIS = [
  {
    nome: 'Dr. Rafael Menezes',
    email: 'rafael.menezes@clinica.app',
    whatsapp: '5511991827364',
    cro: 'CRO-SP 98.765',
    tipo: 'MEDICO' as const,
  },
  {
    nome: 'Dra. Camila Rocha',
    email: 'camila.rocha@clinica.app',
    whatsapp: '5511992736451',
    cro: 'CRO-SP 87.654',
    tipo: 'PROFISSIONAL' as const,
  },
];

/** Treatments: name, sale and cost price (cents), minutes. */
const TRATAMENTOS = [
  ['Consulta', 20_000, 0, 30],
  ['Limpeza', 15_000, 2_000, 45],
  ['Restauração em resina', 28_000, 4_500, 60],
  ['Clareamento dental', 95_000, 18_000, 60],
  ['Tratamento de canal', 110_000, 15_000, 90],
  ['Extração simples', 35_000, 3_000, 45],
  ['Manutenção ortodôntica', 25_000, 2_500, 30],
  ['Implante dentário', 380_000, 120_000, 90],
] as const;

type Tratamento = { id: number; nome: string; preco: number; duracao: number };
export type EquipeDemo = {
  /** Who attends: the owner first, then the professionals. */
  profissionais: number[];
  tratamentos: Tratamento[];
};

export async function semearEquipeDemo(deps: Deps, ator: Ator, senha: string): Promise<EquipeDemo> {
  const funcoes = MODULOS.flatMap((m) => m.funcoes);
  const perfil = await criarPerfil(deps, ator, {
    nome: 'Profissional de saúde',
    permissoes: funcoes
      .filter((f) => CHAVES_PROFISSIONAL.includes(f.nome))
      .map((f) => ({ id_modulo: f.idModulo, id_funcao: f.id })),
  });
  // Both passwords hashed at once (the thread pool), then saved one after the other.
  const usuarios = await Promise.all(
    PROFISSIONAIS.map((p) =>
      criarUsuario(deps, ator, { ...p, senha, cpf: null, id_perfil: perfil.id, clinicas: [] }),
    ),
  );
  const profissionais = [ator.idUsuario, ...usuarios.map((u) => u.id)];
  const tratamentos: Tratamento[] = [];
  for (const [nome, preco_venda, preco_custo, duracao] of TRATAMENTOS) {
    const t = await criarTratamento(deps, ator, { nome, preco_venda, preco_custo, duracao });
    tratamentos.push({ id: t.id, nome, preco: preco_venda, duracao });
  }
  return { profissionais, tratamentos };
}
