// Deliberadamente simples: o e-mail de confirmação é a validação real; aqui só barramos erros de digitação.
// Local sem espaço/@; domínio em rótulos não vazios separados por ponto; TLD só letras, 2+.
const PADRAO_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function validarEmail(email: string): boolean {
  return PADRAO_EMAIL.test(email);
}
