import { describe, expect, it } from 'vitest';
import type { Ator } from '../platform/ator';
import type { Acesso, RegistroAcessos } from '../platform/registro-acessos';
import type { LeitorRegistro, Registra } from './declaracao';
import { listaDoPaciente, registroDaResposta } from './declaracao';
import { registrarLeitura } from './registro';

/** A recorder that keeps the rows in memory. */
function gravador() {
  const linhas: Acesso[] = [];
  const acessos: RegistroAcessos = {
    registrar: (a) => {
      linhas.push(a);
    },
    gravar: async (a) => {
      linhas.push(a);
    },
    descarregar: async () => undefined,
    fechar: async () => undefined,
  };
  return { linhas, acessos };
}

const ATOR: Ator = {
  idConta: 3,
  idUsuario: 9,
  nome: 'Ana',
  email: 'ana@clinica.app',
  tipo: 'ADM',
  idPerfil: null,
  permissoes: [],
  conta: { id: 3, nome: 'Clínica', tipo: 'clinica', fuso: 'America/Sao_Paulo', lembreteHora: '09:00' },
};
const chamada = (registra: Registra, leitor: LeitorRegistro = registra) => ({
  ator: ATOR,
  ip: '10.0.0.1',
  registra,
  leitor,
});

describe('registrarLeitura', () => {
  it('grava a linha declarada: paciente, recurso, quem e de onde', async () => {
    const g = gravador();
    await registrarLeitura(
      g.acessos,
      chamada(registroDaResposta('impressao')),
      { codigo: 'abc' },
      { id: 5, id_paciente: 7 },
    );
    expect(g.linhas).toEqual([
      { idConta: 3, idPaciente: 7, idUsuario: 9, acao: 'impressao', idRecurso: 5, ip: '10.0.0.1' },
    ]);
  });

  it("lê a entrada do tRPC como chegou ('7' que o schema converte) e a do REST pelo seu próprio leitor", async () => {
    const g = gravador();
    const lista = listaDoPaciente('documento');
    await registrarLeitura(g.acessos, chamada(lista), { id_paciente: '7' }, { itens: [], total: 0 });
    await registrarLeitura(g.acessos, chamada(lista, lista.rest ?? lista), { id: 8 }, undefined);
    expect(g.linhas.map((l) => [l.idPaciente, l.idRecurso])).toEqual([
      [7, null],
      [8, null],
    ]);
  });

  it('null diz que a chamada não leu a ficha de um paciente: nenhuma linha', async () => {
    const g = gravador();
    await registrarLeitura(g.acessos, chamada({ recurso: 'foto', paciente: () => null }), {}, {});
    expect(g.linhas).toEqual([]);
  });

  it('um leitor que não acha um id válido é erro da declaração: a chamada falha, sem valor na mensagem', async () => {
    const g = gravador();
    // The tRPC reader used on REST's path parameters: no `id_paciente` there.
    const lista = listaDoPaciente('anamnese');
    await expect(registrarLeitura(g.acessos, chamada(lista), { id: 8 }, undefined)).rejects.toThrow(
      "registro de acesso 'anamnese': paciente ilegível na declaração",
    );
    const semId = registroDaResposta('orcamento');
    await expect(registrarLeitura(g.acessos, chamada(semId), {}, { id: 0, id_paciente: 7 })).rejects.toThrow(
      "registro de acesso 'orcamento': id ilegível na declaração",
    );
    await expect(registrarLeitura(g.acessos, chamada(semId), {}, { id_paciente: -1 })).rejects.toThrow(
      /paciente ilegível/,
    );
    expect(g.linhas).toEqual([]);
  });
});
