import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from Node's own crypto (no native addon to build). N=2^15, r=8, p=1 follows
// OWASP's current minimum for scrypt; the parameters are stored with each hash so
// they can be raised later without invalidating old passwords.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEYLEN = 32;

function derivar(senha: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(senha.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: 128 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function gerarHashSenha(senha: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derivar(senha, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function conferirSenha(senha: string, armazenado: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = armazenado.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const esperado = Buffer.from(hash, 'base64url');
  const obtido = await derivar(senha, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return obtido.length === esperado.length && timingSafeEqual(obtido, esperado);
}

/** A hash of a random password: used to spend the same time when the e-mail is unknown. */
let hashFicticio: Promise<string> | undefined;
export function hashSenhaFicticia(): Promise<string> {
  hashFicticio ??= gerarHashSenha(randomBytes(16).toString('hex'));
  return hashFicticio;
}
