import { idParamSchema, type RecursoArquivavel } from '@clinica/contracts';
import { chavesDe } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { ACESSO_ARQUIVAMENTO } from './arquivamento.acesso';
import { arquivarRegistro, excluirDefinitivamente, restaurarRegistro } from './arquivamento.service';

/** The REST base path of each kind (the spec's paths; their DELETE of photos, files, anamneses stay theirs). */
const CAMINHO: Record<RecursoArquivavel, { caminho: string; tag: string }> = {
  paciente: { caminho: '/api/pacientes', tag: 'pacientes' },
  documento: { caminho: '/api/pacientes_termos', tag: 'documentos do paciente' },
  anamnese: { caminho: '/api/pacientes-anamnese', tag: 'anamnese do paciente' },
  foto: { caminho: '/api/fotos', tag: 'fotos' },
  arquivo: { caminho: '/api/arquivos', tag: 'arquivos' },
};

const RETENCAO =
  'Só registros arquivados, 20 anos após a última alteração (Lei 13.787/2018); antes disso 409 com a data a partir da qual é possível. Fica registrada no log de auditoria.';

export function rotasArquivamento(app: RestApp, deps: Deps) {
  // Patients and documents had no DELETE: it archives them (ADM), 204 like the other deletes.
  for (const recurso of ['paciente', 'documento'] as const) {
    const { caminho, tag } = CAMINHO[recurso];
    app.delete(
      `${caminho}/:id`,
      {
        config: rotaClinica(ACESSO_ARQUIVAMENTO.arquivar),
        schema: {
          tags: [tag],
          description:
            'Arquiva (não apaga): sai das listas e buscas, fica em ?arquivados=true; o link público deixa de abrir (404).',
          params: idParamSchema,
        },
      },
      async (req, reply) => {
        await arquivarRegistro(deps.db, atorDe(req), recurso, req.params.id, deps.agora());
        return reply.status(204).send();
      },
    );
  }
  for (const recurso of chavesDe(CAMINHO)) {
    const { caminho, tag } = CAMINHO[recurso];
    app.post(
      `${caminho}/:id/restaurar`,
      {
        config: rotaClinica(ACESSO_ARQUIVAMENTO.restaurar),
        schema: {
          tags: [tag],
          description: 'Restaura um registro arquivado (ADM). Não arquivado: 409.',
          params: idParamSchema,
        },
      },
      async (req, reply) => {
        await restaurarRegistro(deps, atorDe(req), recurso, req.params.id);
        return reply.status(204).send();
      },
    );
    app.delete(
      `${caminho}/:id/definitivamente`,
      {
        config: rotaClinica(ACESSO_ARQUIVAMENTO.excluirDefinitivamente),
        schema: { tags: [tag], description: `Exclusão definitiva (ADM). ${RETENCAO}`, params: idParamSchema },
      },
      async (req, reply) => {
        await excluirDefinitivamente(deps, atorDe(req), origemDaRequisicao(req), recurso, req.params.id);
        return reply.status(204).send();
      },
    );
  }
}
