import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters; stored in every hash, so old hashes keep verifying after a change. */
export type ParametrosSenha = { N: number; r: number; p: number };

// scrypt from Node's own crypto (no native addon to build on a fresh machine). N=2^15, r=8,
// p=1 follows OWASP's current minimum for scrypt.
export const PARAMETROS_PRODUCAO: ParametrosSenha = { N: 2 ** 15, r: 8, p: 1 };
/** Tests only: the same algorithm at a cost a test suite can afford (about 1 ms a hash). */
export const PARAMETROS_TESTE: ParametrosSenha = { N: 2 ** 10, r: 8, p: 1 };

const KEYLEN = 32;

/** Password hashing, reached through `Deps` so tests run the same code at a lower cost. */
export type Senhas = {
  gerarHash(senha: string): Promise<string>;
  conferir(senha: string, armazenado: string): Promise<boolean>;
  /** A hash of a random password: spends the same time when the e-mail is unknown. */
  hashFicticio(): Promise<string>;
  /** True when a stored hash is weaker than the current parameters (rehash it on login). */
  precisaRefazer(armazenado: string): boolean;
};

function derivar(senha: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(senha.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: 128 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function lerHash(armazenado: string) {
  const [alg, n, r, p, salt, hash] = armazenado.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return null;
  const parametros = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(parametros).every((v) => Number.isInteger(v) && v > 0)) return null;
  return { parametros, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export function criarSenhas(parametros: ParametrosSenha = PARAMETROS_PRODUCAO): Senhas {
  const gerarHash = async (senha: string) => {
    const salt = randomBytes(16);
    const hash = await derivar(senha, salt, parametros);
    const { N, r, p } = parametros;
    return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
  };
  let ficticio: Promise<string> | undefined;
  return {
    gerarHash,
    async conferir(senha, armazenado) {
      const lido = lerHash(armazenado);
      if (!lido) return false;
      const obtido = await derivar(senha, lido.salt, lido.parametros);
      return obtido.length === lido.hash.length && timingSafeEqual(obtido, lido.hash);
    },
    hashFicticio() {
      ficticio ??= gerarHash(randomBytes(16).toString('hex'));
      return ficticio;
    },
    precisaRefazer(armazenado) {
      const lido = lerHash(armazenado);
      if (!lido) return true;
      const { N, r, p } = lido.parametros;
      return N < parametros.N || r < parametros.r || p < parametros.p;
    },
  };
}
