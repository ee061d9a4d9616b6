/*
 * Passwords a person guesses before any list: one character or a short group repeated
 * ('aaaaaaaa', '12121212'), a run of the alphabet, the digits or a keyboard row ('12345678',
 * 'abcdefgh', 'qwertyui', backwards too), and a common Portuguese word or name with digits or
 * symbols around it ('senha123', 'Brasil@2024', 'clinica01', 'maria1985'). The 10,000-word list
 * (`senhas-comuns.ts`) is mostly English and exact: it has none of these. Small and pure, so the
 * web's strength meter runs it on every keystroke beside the server that has the last word.
 */

const semAcentos = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** The whole password is one group of 1 to 3 characters repeated. */
export function ehRepetida(senha: string): boolean {
  const s = senha.trim().toLowerCase();
  return /^(.{1,3})\1+$/su.test(s);
}

const SEQUENCIAS = [
  '01234567890123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjklç',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb',
  'qazwsxedcrfvtgbyhn',
];

/** The whole password is a run of the digits, the alphabet or a keyboard row, either way. */
export function ehSequencia(senha: string): boolean {
  const s = senha.trim().toLowerCase();
  if (s.length < 4) return false;
  return SEQUENCIAS.some((seq) => seq.includes(s) || [...seq].reverse().join('').includes(s));
}

/**
 * Words and first names Brazilians put in passwords, without accents: the product's own words,
 * football clubs, faith and family, the most common first names (IBGE's Censo 2010 list).
 */
const PALAVRAS = new Set(
  `senha minhasenha novasenha mudar mudarsenha trocar trocarsenha alterar acesso entrar
  brasil clinica consultorio odonto odontologia saude medico medica dentista enfermagem
  admin administrador usuario teste sistema segredo secreto qualquer nada tudo
  amor meuamor deus jesus cristo fe familia mae pai filho filha casa vida feliz bemvindo
  futebol flamengo corinthians palmeiras saopaulo santos vasco gremio cruzeiro internacional
  botafogo fluminense atletico bahia sport fortaleza
  maria jose joao ana antonio francisco carlos paulo pedro lucas luiz luis marcos gabriel
  rafael daniel marcelo bruno eduardo felipe raimundo rodrigo manoel mateus matheus andre
  fernando fabio leonardo gustavo guilherme leandro tiago thiago anderson ricardo marcio
  jorge sebastiao alexandre roberto edson diego vitor sergio claudio geraldo adriano
  luciano julio renato alex vinicius rogerio samuel ronaldo mario flavio igor douglas davi
  miguel arthur heitor bernardo enzo lorenzo
  julia juliana mariana fernanda patricia aline adriana sandra camila amanda bruna jessica
  leticia vanessa luciana gabriela beatriz larissa carla sabrina rafaela isabela raquel
  simone daniela priscila natalia tatiana renata cristina luana sara paula vitoria carolina
  debora bianca andreia marcia vera rosa lucia francisca antonia helena alice laura
  valentina sophia sofia manuela heloisa joana`.split(/\s+/),
);

/** A common Portuguese word or name, with only digits or symbols around it. */
export function ehPalavraComum(senha: string): boolean {
  const s = semAcentos(senha.trim().toLowerCase());
  const nucleo = /^[^\p{L}]*(\p{L}+)[^\p{L}]*$/u.exec(s)?.[1];
  return nucleo !== undefined && PALAVRAS.has(nucleo);
}
