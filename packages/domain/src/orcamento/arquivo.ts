/**
 * The budget PDF's file name. Plain ASCII with underscores because the name travels through
 * e-mail clients, WhatsApp and old file systems that mangle accents and spaces.
 */
export function nomeArquivoOrcamento(nomePaciente: string): string {
  const normalizado = nomePaciente
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `orcamento_${normalizado || 'paciente'}.pdf`;
}
