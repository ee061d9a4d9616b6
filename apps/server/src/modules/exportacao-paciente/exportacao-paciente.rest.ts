import { idParamSchema } from '@clinica/contracts';
import { disposicao } from '../../platform/data-url';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { ACESSO_EXPORTACAO_PACIENTE } from './exportacao-paciente.acesso';
import { exportarPaciente } from './exportacao-paciente.service';

export function rotasExportacaoPaciente(app: RestApp, deps: Deps) {
  // REST only: a plain link downloads it with the web's cookie session (a GET needs no CSRF).
  app.get(
    '/api/pacientes/:id/exportacao',
    {
      config: rotaClinica(ACESSO_EXPORTACAO_PACIENTE.exportar),
      schema: {
        tags: ['pacientes'],
        summary: 'Exportar dados do paciente (ZIP)',
        description:
          'Somente administradores. Um ZIP transmitido em fluxo com resumo.pdf, dados.json (todos os ' +
          'dados do paciente), documentos/ (termos e anamneses assinados com as evidências), fotos/ e ' +
          'arquivos/. A exportação fica registrada nos acessos do paciente.',
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const e = await exportarPaciente(deps, atorDe(req), origemDaRequisicao(req), req.params.id, (codigo) =>
        req.log.error({ codigo }, 'exportação do paciente interrompida'),
      );
      reply.raw.once('close', e.encerrar);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', disposicao('attachment', e.nomeArquivo))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(e.corpo);
    },
  );
}
