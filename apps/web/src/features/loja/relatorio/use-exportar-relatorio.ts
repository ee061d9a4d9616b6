import { API_LOJA, MSG } from '@clinica/contracts';
import type { Periodo, TipoRelatorio } from '@clinica/domain';
import { toast } from '@clinica/ui/toast';
import { useState } from 'react';
import { FalhaRest, salvarArquivo } from '../../../lib/arquivos-rest';

const NOME = { orders: 'pedidos', users: 'assessores', payments: 'pagamentos' } as const;

/**
 * 'Exportar CSV': the whole range (up to 100,000 rows) streamed by the REST route, with the
 * session's credentials, saved under the server's file name.
 */
export function useExportarRelatorio(tipo: TipoRelatorio) {
  const [exportando, setExportando] = useState(false);
  async function exportar(p: Periodo) {
    setExportando(true);
    try {
      await salvarArquivo(
        `${API_LOJA}/report/${tipo}/${p.inicio}/${p.fim}?formato=csv`,
        `relatorio_${NOME[tipo]}_${p.inicio}_${p.fim}.csv`,
        MSG.relatorios.erroExportar,
      );
    } catch (e) {
      toast.error(e instanceof FalhaRest ? e.message : MSG.relatorios.erroExportar);
    } finally {
      setExportando(false);
    }
  }
  return { exportar, exportando };
}
