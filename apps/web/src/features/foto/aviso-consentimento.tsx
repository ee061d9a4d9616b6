import { MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { DocumentPlusIcon, LockClosedIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { usePode } from '../../lib/use-pode';
import { DocumentoDialog } from '../documento/documento-dialog';

/**
 * Issue 19 (CFM 2.336/2023): while the patient has no signed image-use consent, the photos tab
 * says so and offers to write the consent document from the clinic's template. The record's
 * own query answers (cached for 30 s: opening the tab is no second read of the record).
 */
export function AvisoConsentimento({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const pode = usePode();
  const [criando, setCriando] = useState(false);
  const paciente = useQuery({ ...trpc.paciente.get.queryOptions({ id: idPaciente }), staleTime: 30_000 });
  const semConsentimento = paciente.data !== undefined && paciente.data.consentimento_imagem === null;
  const podeCriar = pode('TERMOS_CRIAR');
  const modelo = useQuery({
    ...trpc.documento.termoUsoImagem.queryOptions(),
    enabled: semConsentimento && podeCriar,
  });
  if (!semConsentimento) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center">
      <LockClosedIcon className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="flex-1">{MSG.consentimentoImagem.aviso}</p>
      {podeCriar &&
        (modelo.data ? (
          <Button variant="secondary" icon={<DocumentPlusIcon />} onClick={() => setCriando(true)}>
            {MSG.consentimentoImagem.criarTermo}
          </Button>
        ) : modelo.data === null ? (
          <p className="text-xs text-amber-800">{MSG.consentimentoImagem.semModelo}</p>
        ) : null)}
      {criando && modelo.data && (
        <DocumentoDialog
          idPaciente={idPaciente}
          documento={null}
          modeloInicial={modelo.data}
          onFechar={() => setCriando(false)}
        />
      )}
    </div>
  );
}
