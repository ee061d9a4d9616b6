import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 in hex, over a canonical text or the signature image's bytes. */
export const sha256 = (dados: string | Uint8Array) => createHash('sha256').update(dados).digest('hex');

/** Public codes of documents and anamneses: 128 random bits, URL-safe (DECISIONS.md 9). */
export const gerarCodigoPublico = () => randomBytes(16).toString('base64url');
