import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useState } from 'react';
import { FalhaRest, salvarArquivo } from '../../lib/arquivos-rest';

const M = MSG.comissoes;

/**
 * 'Exportar CSV': the file comes from the REST route with the session's bearer token (a plain
 * link can't send it), saved under the name the server gives it.
 */
export function useExportarComissoes() {
  const [exportando, setExportando] = useState(false);
  async function exportar(mes: string, idProfissional?: number) {
    const query = new URLSearchParams({ mes });
    if (idProfissional !== undefined) query.set('id_profissional', String(idProfissional));
    setExportando(true);
    try {
      await salvarArquivo(`/api/comissoes/exportar?${query}`, `comissoes_${mes}.csv`, M.erroExportar);
    } catch (e) {
      toast.error(e instanceof FalhaRest ? e.message : M.erroExportar);
    } finally {
      setExportando(false);
    }
  }
  return { exportar, exportando };
}
