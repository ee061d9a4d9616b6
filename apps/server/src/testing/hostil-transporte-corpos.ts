/*
 * The bodies of the hostile transport run (issue 38): one per kind of content type a client may
 * claim — multipart with and without a boundary, well formed or broken, urlencoded, text, bytes,
 * JSON that isn't, no type at all, a type nobody takes — each generated from a seeded RNG.
 */

/** A seeded RNG (mulberry32): the same seed gives the same run. */
export function criarRng(semente: number) {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    proximo,
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    um: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)]!,
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(proximo() * 256))),
  };
}
export type Rng = ReturnType<typeof criarRng>;

export type TipoCorpo =
  | 'multipart sem boundary'
  | 'multipart'
  | 'multipart malformado'
  | 'multipart boundary errado'
  | 'urlencoded'
  | 'texto'
  | 'octet-stream'
  | 'json com lixo'
  | 'sem tipo'
  | 'tipo estranho';
export const TIPOS_CORPO: TipoCorpo[] = [
  'multipart sem boundary',
  'multipart',
  'multipart malformado',
  'multipart boundary errado',
  'urlencoded',
  'texto',
  'octet-stream',
  'json com lixo',
  'sem tipo',
  'tipo estranho',
];

/** The file fields of the upload routes, and some they don't take. */
const CAMPOS_ARQUIVO = ['foto', 'miniatura', 'arquivo', 'imagem_perfil', 'logo', 'banner', 'outro', ''];
const NOMES_ARQUIVO = [
  'a.png',
  'x.pdf',
  '',
  '../../etc/passwd',
  'nome\u0000nul.png',
  'ção 😀.jpg',
  'a'.repeat(600),
];
/** A PNG's first bytes (the storage sniffs the type from them) or a PDF's, or nothing known. */
const INICIOS = [
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('GIF89a'),
  Buffer.alloc(0),
];

const parte = (b: string, cabecalhos: string[], conteudo: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${b}\r\n${cabecalhos.join('\r\n')}\r\n\r\n`),
    Buffer.from(conteudo),
    Buffer.from('\r\n'),
  ]);

/** A well-formed multipart body: text fields and one or two file parts. */
function multipartBemFormado(rng: Rng, b: string, ids: number[]): Buffer {
  const partes: Buffer[] = [];
  const campos: [string, string][] = [
    ['id_paciente', String(rng.um(ids))],
    ['nome', rng.um(['Foto', '', 'ção', 'x'.repeat(70_000)])],
    ['descricao', rng.um(['', 'texto', '\u0000'])],
    ['nome_arquivo', rng.um(['a.png', '', '..'])],
  ];
  for (const [nome, valor] of campos)
    if (rng.proximo() < 0.7) partes.push(parte(b, [`Content-Disposition: form-data; name="${nome}"`], valor));
  for (let i = rng.inteiro(1, 2); i > 0; i--) {
    const conteudo = Buffer.concat([rng.um(INICIOS), rng.bytes(rng.inteiro(0, 3000))]);
    partes.push(
      parte(
        b,
        [
          `Content-Disposition: form-data; name="${rng.um(CAMPOS_ARQUIVO)}"; filename="${rng.um(NOMES_ARQUIVO)}"`,
          `Content-Type: ${rng.um(['image/png', 'application/pdf', 'application/octet-stream', 'text/html'])}`,
        ],
        conteudo,
      ),
    );
  }
  return Buffer.concat([...partes, Buffer.from(`--${b}--\r\n`)]);
}

const vezes = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

/** Multipart a parser must refuse without throwing past its caller. */
function multipartMalformado(rng: Rng, b: string, ids: number[]): Buffer {
  const bom = multipartBemFormado(rng, b, ids);
  const disp = (nome: string) => `Content-Disposition: form-data; name="${nome}"`;
  const variantes: (() => Buffer | string)[] = [
    () => bom.subarray(0, rng.inteiro(1, bom.length - 1)),
    () => bom.subarray(0, bom.length - `--${b}--\r\n`.length),
    () => `--${b}\r\n${disp('arquivo')}; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    () => `--${b}\r\nContent-Disposition: form-da`,
    () => `--${b}\r\nContent-Type: text/plain\r\n\r\nsem disposition\r\n--${b}--\r\n`,
    () => `--${b}\r\nContent-Disposition: form-data\r\n\r\nsem nome\r\n--${b}--\r\n`,
    () => `--${b}\r\n${disp('a')}\r\nX-Longo: ${'h'.repeat(100_000)}\r\n\r\n1\r\n--${b}--\r\n`,
    () => `--${b}\r\n${disp('foto')}; filename*=UTF-8''%ZZ%00\r\n\r\nx\r\n--${b}--\r\n`,
    () =>
      `--${b}\r\n${disp('foto')}; filename="a.png"\r\nContent-Transfer-Encoding: base64\r\n\r\n@@@\r\n--${b}--\r\n`,
    () => `${vezes(500, (i) => `--${b}\r\n${disp(`c${i}`)}\r\n\r\n${i}\r\n`)}--${b}--\r\n`,
    () => `${vezes(5, () => `--${b}\r\n${disp('foto')}; filename="a.png"\r\n\r\n\x89PNG\r\n`)}--${b}--\r\n`,
    () => `--${b}--\r\n`,
    () => '',
    () => `\r\n\r\n--${b}\r\n\r\n\r\n--${b}\r\n`,
    () => rng.bytes(rng.inteiro(1, 2000)),
  ];
  return Buffer.from(rng.um(variantes)());
}

const JSON_LIXO: (() => string)[] = [
  () => '{"a":',
  () => '\u0000\u00ff\u00fe',
  () => '['.repeat(20_000),
  () => '{"a":'.repeat(5_000),
  () => '{"__proto__":{"admin":true}}',
  () => '{"constructor":{"prototype":{"admin":true}}}',
  () => 'null',
  () => '"texto"',
  () => '1e999',
  () => '{}',
  () => '[]',
  () => '\ufeff{}',
  () => '{"a":"\\ud800"}',
  () => '{"a":1}lixo',
  () => '{"0":{"json":null}}',
  () => `{"a":"${'x'.repeat(200_000)}"}`,
  () => ' ',
];

const TIPOS_ESTRANHOS = [
  'application/xml',
  'image/png',
  'text/html; charset=utf-8',
  'application/json-patch+json',
  'APPLICATION/JSON; charset=latin1',
  'application/json; charset=utf-16',
  '*/*',
  'multipart/mixed; boundary=xyz',
  'multipart/form-data; boundary=',
  `multipart/form-data; boundary="${'b'.repeat(300)}"`,
  ';',
  'application/x-www-form-urlencoded; charset=ebcdic',
];

export type Corpo = { tipo: string | undefined; corpo: Buffer };

/** One body of kind `tipo`, with the content type it claims (undefined: no Content-Type). */
export function corpoDe(tipo: TipoCorpo, rng: Rng, ids: number[]): Corpo {
  const b = rng.um(['xyz', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'a']);
  switch (tipo) {
    case 'multipart sem boundary':
      return { tipo: 'multipart/form-data', corpo: multipartBemFormado(rng, b, ids) };
    case 'multipart':
      return { tipo: `multipart/form-data; boundary=${b}`, corpo: multipartBemFormado(rng, b, ids) };
    case 'multipart malformado':
      return { tipo: `multipart/form-data; boundary=${b}`, corpo: multipartMalformado(rng, b, ids) };
    case 'multipart boundary errado':
      return { tipo: 'multipart/form-data; boundary=outro', corpo: multipartBemFormado(rng, b, ids) };
    case 'urlencoded':
      return {
        tipo: 'application/x-www-form-urlencoded',
        corpo: Buffer.from(
          rng.um(['a=1&b=2', 'nome=%ZZ&id=1', `foto=${'x'.repeat(5000)}`, '&&&=', 'a[b][c]=1']),
        ),
      };
    case 'texto':
      return { tipo: 'text/plain', corpo: Buffer.from(rng.um(['{"json":{}}', 'olá', '', '\u0000'])) };
    case 'octet-stream':
      return { tipo: 'application/octet-stream', corpo: rng.bytes(rng.inteiro(0, 4000)) };
    case 'json com lixo':
      return {
        tipo: rng.um(['application/json', 'application/json; charset=utf-8']),
        corpo: Buffer.from(rng.um(JSON_LIXO)()),
      };
    case 'sem tipo':
      return { tipo: undefined, corpo: Buffer.from(rng.um(['{"email":"a@b.c"}', 'a=1', '\u0000'])) };
    case 'tipo estranho':
      return { tipo: rng.um(TIPOS_ESTRANHOS), corpo: Buffer.from(rng.um(['<a/>', '{}', '\u0089PNG'])) };
  }
}
