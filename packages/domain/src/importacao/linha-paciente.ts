import { normalizarBusca } from '../busca/texto';
import type { Sexo } from '../paciente/paciente';
import { somenteDigitos } from '../valores/digitos';
import { validarEmail } from '../valores/email';
import type { CampoImportacaoPaciente, MapeamentoColunas } from './colunas';
import { lerCpf, lerData, lerTelefone } from './valores';

/** A patient as a spreadsheet row becomes one: the columns of the `paciente` table it fills. */
export type PacienteImportado = {
  nome: string;
  celular: string;
  nascimento: string | null;
  cpf: string | null;
  email: string | null;
  sexo: Sexo | null;
  rg: string | null;
  cep: string | null;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  observacao: string | null;
  /** Sex or birth date missing: the record asks for them later, like an online pre-registration. */
  cadastro_incompleto: boolean;
};

/** A row read: the patient with what was left out (and why), or why the row can't be imported. */
export type LinhaPaciente =
  | { ok: true; paciente: PacienteImportado; avisos: string[] }
  | { ok: false; erro: string };

const TAMANHOS = {
  rg: 20,
  endereco: 200,
  numero: 20,
  complemento: 100,
  bairro: 100,
  cidade: 100,
  observacao: 2000,
} as const;

function lerSexo(texto: string): Sexo | null {
  const t = normalizarBusca(texto);
  if (['m', 'masc', 'masculino', 'homem'].includes(t)) return 'Masculino';
  if (['f', 'fem', 'feminino', 'mulher'].includes(t)) return 'Feminino';
  if (['o', 'outro', 'outros', 'nao binario'].includes(t)) return 'Outro';
  return null;
}

const texto = (v: string, max: number) => {
  const t = v.trim().replace(/\s+/g, ' ');
  return t === '' ? null : t.slice(0, max);
};

/**
 * One spreadsheet row (cells by header) read with the mapping. A row without a name or a
 * mobile with a real DDD can't be a patient (the record requires both): it is refused with the
 * reason. Anything else that is wrong is left out and said: an invalid CPF (the patient is
 * imported without it), an e-mail, a birth date, a CEP, a state.
 */
export function lerLinhaPaciente(
  celulas: Readonly<Record<string, string>>,
  mapa: MapeamentoColunas,
): LinhaPaciente {
  const v = (campo: CampoImportacaoPaciente) => {
    const coluna = mapa[campo];
    return coluna === undefined ? '' : (celulas[coluna] ?? '').trim();
  };
  const avisos: string[] = [];
  const nome = v('nome').replace(/\s+/g, ' ');
  if (nome === '') return { ok: false, erro: 'Nome ausente.' };
  if (nome.length > 150) return { ok: false, erro: 'Nome com mais de 150 caracteres.' };
  const celular = lerTelefone(v('celular'));
  if (!celular) {
    return { ok: false, erro: v('celular') === '' ? 'Celular ausente.' : 'Celular inválido (DDD e número).' };
  }
  const cpfLido = lerCpf(v('cpf'));
  if (cpfLido === 'invalido') avisos.push('CPF inválido: importado sem CPF.');
  const nascimento = v('nascimento') === '' ? null : lerData(v('nascimento'));
  if (v('nascimento') !== '' && !nascimento) avisos.push('Data de nascimento inválida: importado sem ela.');
  const email = v('email') === '' ? null : v('email').slice(0, 254);
  if (email && !validarEmail(email)) avisos.push('E-mail inválido: importado sem e-mail.');
  const sexo = lerSexo(v('sexo'));
  if (v('sexo') !== '' && !sexo) avisos.push('Sexo não reconhecido: importado sem ele.');
  const cep = somenteDigitos(v('cep'));
  if (cep !== '' && cep.length !== 8) avisos.push('CEP inválido: importado sem CEP.');
  const estado = v('estado').toUpperCase();
  if (estado !== '' && !/^[A-Z]{2}$/.test(estado)) avisos.push('Estado inválido: importado sem estado.');
  const paciente: PacienteImportado = {
    nome,
    celular,
    nascimento,
    cpf: cpfLido === 'invalido' ? null : cpfLido,
    email: email && validarEmail(email) ? email : null,
    sexo,
    rg: texto(v('rg'), TAMANHOS.rg),
    cep: cep.length === 8 ? cep : null,
    endereco: texto(v('endereco'), TAMANHOS.endereco),
    numero: texto(v('numero'), TAMANHOS.numero),
    complemento: texto(v('complemento'), TAMANHOS.complemento),
    bairro: texto(v('bairro'), TAMANHOS.bairro),
    cidade: texto(v('cidade'), TAMANHOS.cidade),
    estado: /^[A-Z]{2}$/.test(estado) ? estado : null,
    observacao: texto(v('observacao'), TAMANHOS.observacao),
    cadastro_incompleto: !sexo || !nascimento,
  };
  return { ok: true, paciente, avisos };
}
