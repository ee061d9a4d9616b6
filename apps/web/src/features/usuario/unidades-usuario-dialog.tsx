import type { Usuario } from '@clinica/contracts';
import { formatarCnpj } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { BuildingOfficeIcon } from '@heroicons/react/24/outline';
import { useRef } from 'react';

type Props = { usuario: Usuario | null; onFechar: () => void };

/** 'Unidades' of one user: the clinics they work at (name, CNPJ, responsible). */
export function UnidadesUsuarioDialog({ usuario, onFechar }: Props) {
  // The last user shown, so the list does not vanish while the dialog fades out.
  const ultimo = useRef(usuario);
  if (usuario) ultimo.current = usuario;
  const u = ultimo.current;

  return (
    <Dialog
      open={usuario !== null}
      onClose={onFechar}
      maxWidth="lg"
      title="Unidades"
      description={u ? `Unidades em que ${u.nome} atende.` : undefined}
      footer={
        <Button variant="secondary" onClick={onFechar}>
          Fechar
        </Button>
      }
    >
      {!u || u.clinicas.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center text-slate-500">
          <BuildingOfficeIcon className="size-8 text-slate-300" aria-hidden="true" />
          <p>Nenhuma unidade vinculada a este usuário.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {u.clinicas.map((c) => (
            <li key={c.id} className="flex flex-col gap-0.5 px-4 py-3">
              <span className="font-medium text-slate-900">{c.nome_fantasia}</span>
              <span className="text-xs text-slate-500">
                <span className="tabular-nums">CNPJ {formatarCnpj(c.cnpj)}</span>
                {' · '}
                Responsável: {c.responsavel ?? 'não informado'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
