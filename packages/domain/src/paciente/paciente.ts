import { parseDataBr, type ResultadoData } from '../valores/data-br';
import { somenteDigitos } from '../valores/digitos';
import { DDDS_VALIDOS } from '../valores/whatsapp';

export const SEXOS = ['Masculino', 'Feminino', 'Outro'] as const;
export type Sexo = (typeof SEXOS)[number];

/** DDI do celular do paciente: 55 Brasil (padrão) ou 1 Estados Unidos (spec 02 §9). */
export const DDIS = ['55', '1'] as const;
export type Ddi = (typeof DDIS)[number];

/** Pacientes por página na Lista (spec 02 §9). */
export const PACIENTES_POR_PAGINA = 15;
/** Fotos por página na tela /fotos. */
export const FOTOS_POR_PAGINA = 10;

/**
 * Celular nacional (sem DDI) conforme a máscara do DDI: Brasil (##) #####-#### ou o fixo
 * (##) ####-####, com DDD existente; EUA ###-###-####.
 */
export function validarCelular(numero: string, ddi: Ddi): boolean {
  const d = somenteDigitos(numero);
  if (ddi === '1') return /^[2-9]\d{9}$/.test(d);
  if (d.length !== 10 && d.length !== 11) return false;
  return DDDS_VALIDOS.includes(Number(d.slice(0, 2)));
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Data de nascimento digitada (DD/MM/AAAA) ou enviada pela API (AAAA-MM-DD): as mesmas
 * mensagens de parseDataBr ('Data inválida', 'Mês inválido', 'Dia inválido',
 * 'Dia inválido para o mês', 'Ano inválido' fora de 1900..ano corrente).
 */
export function lerDataNascimento(texto: string, hoje: Date): ResultadoData {
  const iso = ISO.exec(texto.trim());
  return parseDataBr(iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : texto, hoje);
}
