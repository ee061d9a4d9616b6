/** 'Qual?' + 'Dipirona' → 'Qual? Dipirona'; 'Medicamento' + 'X' → 'Medicamento: X'. */
export const respostaAuxiliar = (texto: string | null, resposta: string) =>
  texto ? (/[?:]\s*$/.test(texto) ? `${texto.trim()} ${resposta}` : `${texto}: ${resposta}`) : resposta;
