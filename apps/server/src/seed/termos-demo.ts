import { criarTermo } from '../modules/termo/termo.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';

/**
 * The demo clinic's templates, saved through the screens' service: a general consent and the
 * image-use consent ('Uso de imagem para divulgação', issue 19), whose signature lifts the
 * 'Uso interno' mark from the patient's photos.
 */
export async function semearTermosDemo(deps: Deps, ator: Ator): Promise<void> {
  await criarTermo(deps, ator, {
    titulo: 'Consentimento para tratamento',
    corpo:
      '<p>Declaro que fui informado(a) de forma clara sobre o tratamento proposto, seus benefícios, riscos, ' +
      'alternativas e cuidados necessários, e que tive a oportunidade de esclarecer minhas dúvidas.</p>' +
      '<p>Autorizo a realização do tratamento pelos profissionais desta clínica.</p>',
  });
  await criarTermo(deps, ator, {
    titulo: 'Uso de imagem para divulgação',
    tipo: 'uso_imagem',
    corpo:
      '<p>Autorizo a clínica a utilizar fotografias e vídeos do meu tratamento (antes, durante e depois) ' +
      'em materiais de divulgação, como redes sociais, site e apresentações científicas, conforme a ' +
      'Resolução CFM nº 2.336/2023.</p>' +
      '<p>Estou ciente de que:</p>' +
      '<ul><li>as imagens não mostrarão meu nome nem outros dados que me identifiquem, salvo se eu ' +
      'autorizar expressamente;</li>' +
      '<li>não receberei pagamento pelo uso das imagens;</li>' +
      '<li>posso revogar esta autorização a qualquer momento, por escrito, sem prejuízo ao meu ' +
      'atendimento, e a revogação vale para publicações futuras;</li>' +
      '<li>sem esta autorização, minhas imagens ficam restritas ao prontuário, para uso interno da ' +
      'equipe que me atende (Lei 13.709/2018 — LGPD).</li></ul>',
  });
}
