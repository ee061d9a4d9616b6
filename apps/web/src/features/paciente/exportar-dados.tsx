import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { usePode } from '../../lib/use-pode';

/** The REST route that streams the ZIP (issue 19); the cookie session goes with a same-origin link. */
const urlExportacao = (idPaciente: number) => `/api/pacientes/${idPaciente}/exportacao`;

/**
 * 'Exportar dados do paciente' (issue 19, a data-subject request): administrators only. After a
 * short confirmation the browser downloads the ZIP by a plain link, so it streams to disk as the
 * server writes it (a fetch + Blob would hold the whole archive in the tab's memory). The server
 * names the file and logs the export.
 */
export function ExportarDados({ idPaciente }: { idPaciente: number }) {
  const pode = usePode();
  const [aberto, setAberto] = useState(false);
  if (!pode('ADM')) return null;

  const baixar = () => {
    const a = document.createElement('a');
    a.href = urlExportacao(idPaciente);
    a.download = '';
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setAberto(false);
    toast.success('Exportação iniciada. O arquivo ZIP está sendo baixado.');
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<ArrowDownTrayIcon />}
        // On a phone only the icon shows, on a 44 px square (the label stays for screen readers).
        className="max-sm:w-11 max-sm:px-0"
        aria-label="Exportar dados do paciente"
        title="Exportar dados do paciente"
        onClick={() => setAberto(true)}
      >
        <span className="max-sm:sr-only">Exportar dados</span>
      </Button>
      <ConfirmDialog
        open={aberto}
        tone="primary"
        title="Exportar dados do paciente"
        confirmLabel="Baixar ZIP"
        onCancel={() => setAberto(false)}
        onConfirm={baixar}
        message={
          <div className="space-y-2">
            <p>Será baixado um arquivo ZIP com tudo o que a clínica guarda deste paciente:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>um resumo em PDF;</li>
              <li>todos os dados em JSON (cadastro, agenda, orçamentos, financeiro, acessos);</li>
              <li>termos, contratos e anamneses assinados, com as evidências da assinatura;</li>
              <li>as fotos e os arquivos enviados.</li>
            </ul>
            <p>A exportação fica registrada no histórico de acessos do paciente, com o seu nome e IP.</p>
          </div>
        }
      />
    </>
  );
}
