import { formatarCep } from '../valores/cep';
import { formatarCnpj } from '../valores/cnpj';
import { formatarCpf } from '../valores/cpf';
import { formatarDataBr } from '../valores/data-br';

export type TipoDocumentoPaciente = 'CONTRATO' | 'TERMO';

/** The heading the patient sees above the text, and that the evidence hash covers. */
export function tituloDocumento(tipo: TipoDocumentoPaciente, titulo: string): string {
  return tipo === 'CONTRATO'
    ? 'CONTRATO DE PRESTAÇÃO DE SERVIÇO'
    : `TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - ${titulo}`;
}

type Endereco = {
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
};
export type DadosConta = Endereco & {
  nome: string;
  tipo: 'clinica' | 'profissional';
  documento: string | null;
};
export type DadosPaciente = Endereco & { nome: string; cpf: string | null; nascimento: string | null };

const escapar = (t: string) =>
  t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function enderecoTexto(e: Endereco): string | null {
  const rua = [e.endereco, e.numero].filter(Boolean).join(', ');
  const partes = [
    [rua, e.complemento].filter(Boolean).join(' - '),
    e.bairro,
    [e.cidade, e.estado].filter(Boolean).join('/'),
    e.cep ? `CEP ${formatarCep(e.cep)}` : null,
  ].filter((p): p is string => Boolean(p));
  return partes.length ? partes.join(', ') : null;
}

/**
 * The document header generated from the clinic's and the patient's records (editable
 * afterwards). Every value is escaped: it becomes HTML shown on a public page.
 */
export function gerarCabecalho(conta: DadosConta, paciente: DadosPaciente): string {
  const doc = conta.documento
    ? conta.tipo === 'clinica'
      ? `, CNPJ ${formatarCnpj(conta.documento)}`
      : `, CPF ${formatarCpf(conta.documento)}`
    : '';
  const endConta = enderecoTexto(conta);
  const endPaciente = enderecoTexto(paciente);
  const clinica = `<strong>CONTRATADA:</strong> ${escapar(conta.nome)}${doc}${endConta ? `, com endereço em ${escapar(endConta)}` : ''}.`;
  const dadosPaciente = [
    paciente.cpf ? `CPF ${formatarCpf(paciente.cpf)}` : null,
    paciente.nascimento ? `nascido(a) em ${formatarDataBr(paciente.nascimento)}` : null,
    endPaciente ? `residente em ${escapar(endPaciente)}` : null,
  ].filter(Boolean);
  const pessoa = `<strong>PACIENTE:</strong> ${escapar(paciente.nome)}${dadosPaciente.length ? `, ${dadosPaciente.join(', ')}` : ''}.`;
  return `<p>${clinica}</p><p>${pessoa}</p>`;
}
