import { type Foto, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { Spinner } from '@clinica/ui/spinner';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';
import { urlLocal } from '../../lib/arquivos-rest';
import { formatarData } from '../../lib/formatar';

type Props = { foto: Foto | null; onFechar: () => void; onBaixar: (f: Foto) => void };

/** The photo at full size, with its observation. */
export function FotoVerDialog({ foto, onFechar, onBaixar }: Props) {
  const [estado, setEstado] = useState<'carregando' | 'ok' | 'erro'>('carregando');
  useEffect(() => setEstado('carregando'), [foto?.id]);
  return (
    <Dialog
      open={foto !== null}
      onClose={onFechar}
      maxWidth="4xl"
      title={foto?.nome ?? ''}
      description={foto ? `${foto.paciente.nome} · ${formatarData(foto.criado_em)}` : undefined}
      footer={
        foto && (
          <Button variant="secondary" icon={<ArrowDownTrayIcon />} onClick={() => onBaixar(foto)}>
            Baixar
          </Button>
        )
      }
    >
      <div className="flex min-h-48 items-center justify-center rounded-lg bg-slate-100">
        {foto && estado !== 'erro' && (
          <img
            key={foto.id}
            src={urlLocal(foto.foto)}
            alt={foto.nome}
            onLoad={() => setEstado('ok')}
            onError={() => setEstado('erro')}
            className={`max-h-[65vh] w-auto rounded-lg object-contain ${estado === 'ok' ? '' : 'hidden'}`}
          />
        )}
        {estado === 'erro' && <p className="text-sm text-rose-700">{MSG.fotos.erroImagem}</p>}
        {estado === 'carregando' && <Spinner className="size-6 text-teal-600" />}
      </div>
      {foto?.observacao && <p className="mt-4 text-sm text-slate-700">{foto.observacao}</p>}
    </Dialog>
  );
}
