import { MSG } from '@clinica/contracts';
import { ERRO_SERVIDOR } from '@clinica/ui/form-dialog';
import { describe, expect, it } from 'vitest';
import { destinoDaFalha } from './use-salvar';

type Form = { codigo: string; senha: string };

/** A tRPC refusal as the client sees it: the errorFormatter's data. */
const recusa = (httpStatus: number, codigo: string, message: string) =>
  Object.assign(new Error(message), { data: { httpStatus, codigo } });

const padrao = 'Erro ao salvar.';

describe('destinoDaFalha', () => {
  it('uma recusa vai para a linha do formulário, com a mensagem do servidor', () => {
    expect(destinoDaFalha<Form>(recusa(400, 'ENTRADA_INVALIDA', 'Data inválida'), { erro: padrao })).toEqual({
      mensagem: 'Data inválida',
      campo: ERRO_SERVIDOR,
    });
  });

  it('um CONFLITO vai para o campo de que trata', () => {
    const e = recusa(409, 'CONFLITO', MSG.cupons.duplicado);
    expect(destinoDaFalha<Form>(e, { erro: padrao, conflito: 'codigo' })).toEqual({
      mensagem: MSG.cupons.duplicado,
      campo: 'codigo',
    });
    // Without a field for it, the conflict is the form's.
    expect(destinoDaFalha<Form>(e, { erro: padrao }).campo).toBe(ERRO_SERVIDOR);
  });

  it('a recusa que nomeia um campo vai para ele', () => {
    const e = recusa(400, 'ENTRADA_INVALIDA', 'A senha é muito curta.');
    const campoDaRecusa = ({ mensagem }: { mensagem: string }) =>
      mensagem.startsWith('A senha') ? ('senha' as const) : undefined;
    expect(destinoDaFalha<Form>(e, { erro: padrao, campoDaRecusa }).campo).toBe('senha');
  });

  it('sem resposta ou com erro do servidor: só o toast, com a mensagem da tela', () => {
    expect(destinoDaFalha<Form>(new Error('Failed to fetch'), { erro: padrao })).toEqual({
      mensagem: padrao,
      campo: null,
    });
    expect(destinoDaFalha<Form>(recusa(500, 'ERRO_INTERNO', 'Ocorreu um erro'), { erro: padrao })).toEqual({
      mensagem: padrao,
      campo: null,
    });
  });

  it('uma recusa de um envio REST (FalhaRest) é lida como a do tRPC', async () => {
    // lib/arquivos-rest reads the session's storage when it loads.
    const guardado = new Map<string, string>();
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => guardado.get(k) ?? null,
        setItem: (k: string, v: string) => guardado.set(k, v),
        removeItem: (k: string) => guardado.delete(k),
      },
    });
    const { FalhaRest } = await import('./arquivos-rest');
    const e = new FalhaRest(400, MSG.arquivos.tipoInvalido, 'ENTRADA_INVALIDA');
    expect(destinoDaFalha<Form>(e, { erro: padrao })).toEqual({
      mensagem: MSG.arquivos.tipoInvalido,
      campo: ERRO_SERVIDOR,
    });
    expect(destinoDaFalha<Form>(new FalhaRest(0, padrao), { erro: padrao }).campo).toBeNull();
  });
});
