import type { Migration } from 'kysely/migration';
import * as m202611220000 from './202611220000_plataforma';
import * as m202611220100 from './202611220100_registros';
import * as m202611220200 from './202611220200_assinatura_stripe';
import * as m202611220300 from './202611220300_tratamento_tipo_pagamento';
import * as m202611220400 from './202611220400_unidades';
import * as m202611220500 from './202611220500_pacientes';
import * as m202611220600 from './202611220600_termos';
import * as m202611220700 from './202611220700_documentos_paciente';
import * as m202611220800 from './202611220800_anamnese_cadastros';
import * as m202611220900 from './202611220900_anamnese_paciente';
import * as m202611221000 from './202611221000_cobranca';
import * as m202611230000 from './202611230000_agenda';
import * as m202611240000 from './202611240000_orcamento';
import * as m202611240100 from './202611240100_financeiro';
import * as m202611240200 from './202611240200_dashboard';
import * as m202611250000 from './202611250000_estoque';
import * as m202611250100 from './202611250100_estoque_busca_contagem';
import * as m202611260200 from './202611260200_contador_limite';
import * as m202611260300 from './202611260300_sessao';
import * as m202611270100 from './202611270100_arquivo_disco';
import * as m202611270200 from './202611270200_exportacao_vaga';
import * as m202611270300 from './202611270300_tratamento_descricao';
import * as m202611280100 from './202611280100_validade_link';
import * as m202611280200 from './202611280200_acesso_paciente';
import * as m202611290100 from './202611290100_arquivamento';
import * as m202611290200 from './202611290200_notificacao';
import * as m202611290201 from './202611290201_termo_uso_imagem';
import * as m202611290300 from './202611290300_acesso_paciente_privilegios';
import * as m202611290500 from './202611290500_paciente_contagem';
import * as m202611300200 from './202611300200_distribuicao_por_clinica';
import * as m202611300300 from './202611300300_loja';
import * as m202611300400 from './202611300400_loja_carteira';
import * as m202611300500 from './202611300500_paciente_email_busca';
import * as m202612010100 from './202612010100_paciente_palavra';
import * as m202612020100 from './202612020100_primeiros_passos';
import * as m202612030100 from './202612030100_agendamento_online';
import * as m202612040100 from './202612040100_registro_assinavel_imutavel';
import * as m202612050100 from './202612050100_notificacao_agenda';
import * as m202612060100 from './202612060100_pacote';
import * as m202612060200 from './202612060200_notificacao_cadastro';
import * as m202612060300 from './202612060300_consentimento';
import * as m202612060400 from './202612060400_descadastro';
import * as m202612070100 from './202612070100_mensagem';
import * as m202612070200 from './202612070200_tratamento_retorno';
import * as m202612070300 from './202612070300_mensagem_configuracao';
import * as m202612080100 from './202612080100_importacao';
import * as m202612080200 from './202612080200_importacao_mapa';
import * as m202612080300 from './202612080300_importacao_origem';
import * as m202612090100 from './202612090100_importacao_etapas';
import * as m202612090200 from './202612090200_paciente_celular';
import * as m202612100100 from './202612100100_importacao_documentos';
import * as m202612110100 from './202612110100_importacao_arquivados';
import * as m202612110200 from './202612110200_importacao_mapa_paciente_antigo';
import * as m202612110300 from './202612110300_lista_da_clinica';

/**
 * Every migration, by name. A static list (not a folder scan) so the bundled server
 * carries them and the order is reviewed in one place.
 */
export const migrations: Record<string, Migration> = {
  '202611220000_plataforma': m202611220000,
  '202611220100_registros': m202611220100,
  '202611220200_assinatura_stripe': m202611220200,
  '202611220300_tratamento_tipo_pagamento': m202611220300,
  '202611220400_unidades': m202611220400,
  '202611220500_pacientes': m202611220500,
  '202611220600_termos': m202611220600,
  '202611220700_documentos_paciente': m202611220700,
  '202611220800_anamnese_cadastros': m202611220800,
  '202611220900_anamnese_paciente': m202611220900,
  '202611221000_cobranca': m202611221000,
  '202611230000_agenda': m202611230000,
  '202611240000_orcamento': m202611240000,
  '202611240100_financeiro': m202611240100,
  '202611240200_dashboard': m202611240200,
  '202611250000_estoque': m202611250000,
  '202611250100_estoque_busca_contagem': m202611250100,
  '202611260200_contador_limite': m202611260200,
  '202611260300_sessao': m202611260300,
  '202611270100_arquivo_disco': m202611270100,
  '202611270200_exportacao_vaga': m202611270200,
  '202611270300_tratamento_descricao': m202611270300,
  '202611280200_acesso_paciente': m202611280200,
  '202611280100_validade_link': m202611280100,
  '202611290100_arquivamento': m202611290100,
  '202611290200_notificacao': m202611290200,
  '202611290201_termo_uso_imagem': m202611290201,
  '202611290300_acesso_paciente_privilegios': m202611290300,
  '202611290500_paciente_contagem': m202611290500,
  '202611300200_distribuicao_por_clinica': m202611300200,
  '202611300300_loja': m202611300300,
  '202611300400_loja_carteira': m202611300400,
  '202611300500_paciente_email_busca': m202611300500,
  '202612010100_paciente_palavra': m202612010100,
  '202612020100_primeiros_passos': m202612020100,
  '202612030100_agendamento_online': m202612030100,
  '202612040100_registro_assinavel_imutavel': m202612040100,
  '202612050100_notificacao_agenda': m202612050100,
  '202612060100_pacote': m202612060100,
  '202612060200_notificacao_cadastro': m202612060200,
  '202612060300_consentimento': m202612060300,
  '202612060400_descadastro': m202612060400,
  '202612070100_mensagem': m202612070100,
  '202612070200_tratamento_retorno': m202612070200,
  '202612070300_mensagem_configuracao': m202612070300,
  '202612080100_importacao': m202612080100,
  '202612080200_importacao_mapa': m202612080200,
  '202612080300_importacao_origem': m202612080300,
  '202612090100_importacao_etapas': m202612090100,
  '202612090200_paciente_celular': m202612090200,
  '202612100100_importacao_documentos': m202612100100,
  '202612110100_importacao_arquivados': m202612110100,
  '202612110200_importacao_mapa_paciente_antigo': m202612110200,
  '202612110300_lista_da_clinica': m202612110300,
};
