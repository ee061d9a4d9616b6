import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { criarTokens, verificarHs256 } from './token';

const SEGREDO = 'segredo-de-teste-com-mais-de-32-caracteres!';
const chave = new TextEncoder().encode(SEGREDO);
const SID = 'AbCdEfGhIjKlMnOpQrSt';
const agora = () => Math.floor(Date.now() / 1000);

/** A token signed with jose itself: what verificarHs256 must accept or refuse. */
function assinado(claims: Record<string, unknown>, opcoes: { alg?: string; chave?: Uint8Array } = {}) {
  return new SignJWT(claims).setProtectedHeader({ alg: opcoes.alg ?? 'HS256' }).sign(opcoes.chave ?? chave);
}

const validos = () => ({ sub: '7', conta: 3, sid: SID, iss: 'clinica', iat: agora(), exp: agora() + 60 });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('tokens (HS256 verified on node:crypto)', () => {
  it('round trip: what assinar signs, verificar reads back', async () => {
    const t = criarTokens(SEGREDO, '2h');
    const { token, expiraEm } = await t.assinar({ idUsuario: 7, idConta: 3, sid: SID });
    expect(await t.verificar(token)).toEqual({ idUsuario: 7, idConta: 3, sid: SID });
    expect(expiraEm.getTime()).toBeGreaterThan(Date.now() + 7_000_000);
  });

  it('accepts a valid token signed by jose and returns its claims', async () => {
    const p = verificarHs256(await assinado(validos()), Buffer.from(SEGREDO), agora());
    expect(p).toMatchObject({ sub: '7', conta: 3, sid: SID });
  });

  it('refuses another secret, another alg, alg none and a crit header', async () => {
    const s = Buffer.from(SEGREDO);
    expect(
      verificarHs256(
        await assinado(validos(), { chave: new TextEncoder().encode('outro-segredo-qualquer-bem-longo') }),
        s,
        agora(),
      ),
    ).toBeNull();
    expect(verificarHs256(await assinado(validos(), { alg: 'HS512' }), s, agora())).toBeNull();
    const semAlg = `${b64({ alg: 'none' })}.${b64(validos())}.`;
    expect(verificarHs256(semAlg, s, agora())).toBeNull();
    // Correctly signed but with a header asking for an extension we don't understand.
    const h = b64({ alg: 'HS256', crit: ['b64'], b64: false });
    const p = b64(validos());
    const sig = createHmac('sha256', s).update(`${h}.${p}`).digest('base64url');
    expect(verificarHs256(`${h}.${p}.${sig}`, s, agora())).toBeNull();
  });

  it('refuses a changed payload, a non-canonical signature and garbage', async () => {
    const s = Buffer.from(SEGREDO);
    const [h, , sig] = (await assinado(validos())).split('.');
    const outro = b64({ ...validos(), conta: 4 });
    expect(verificarHs256(`${h}.${outro}.${sig}`, s, agora())).toBeNull();
    const bom = await assinado(validos());
    expect(verificarHs256(`${bom}A`, s, agora())).toBeNull();
    expect(verificarHs256(`${bom}=`, s, agora())).toBeNull();
    for (const lixo of ['', 'a.b', 'a.b.c.d', '...', 'x.y.z', `${h}.${outro}`, '\u0000.\u0000.\u0000']) {
      expect(verificarHs256(lixo, s, agora())).toBeNull();
    }
  });

  it('refuses expired, not yet valid, another issuer and missing exp, iat, sub or sid', async () => {
    const s = Buffer.from(SEGREDO);
    const casos: Record<string, unknown>[] = [
      { ...validos(), exp: agora() },
      { ...validos(), exp: agora() - 10 },
      { ...validos(), nbf: agora() + 60 },
      { ...validos(), iss: 'outro' },
      { ...validos(), exp: '9999999999' },
    ];
    for (const falta of ['exp', 'iat', 'sub', 'sid', 'iss']) {
      const c: Record<string, unknown> = validos();
      delete c[falta];
      casos.push(c);
    }
    for (const c of casos) expect(verificarHs256(await assinado(c), s, agora())).toBeNull();
  });

  it('verificar refuses a well-signed token whose ids or session are not well formed', async () => {
    const t = criarTokens(SEGREDO, '2h');
    for (const c of [
      { ...validos(), sub: 'abc' },
      { ...validos(), conta: 1.5 },
      { ...validos(), sid: 'curto' },
      { ...validos(), sid: 'com espaço e mais de dezesseis' },
    ]) {
      expect(await t.verificar(await assinado(c))).toBeNull();
    }
  });
});
