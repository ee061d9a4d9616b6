import { type Foto, MSG } from '@clinica/contracts';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/**
 * The photos page's delete confirmation, for one photo or the selected ones: they go one by one,
 * one toast for all; the list reloads whatever happened (some may have gone before a failure).
 */
export function ExclusaoFotos({
  fotos,
  onFechar,
  onExcluidas,
}: {
  fotos: Foto[] | null;
  onFechar: () => void;
  onExcluidas: () => void;
}) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const queryClient = useQueryClient();
  const [excluindo, setExcluindo] = useState(false);
  async function excluir(escolhidas: Foto[]) {
    setExcluindo(true);
    try {
      for (const f of escolhidas) await cliente.foto.remove.mutate({ id: f.id });
      toast.success(MSG.fotos.deletada);
      onFechar();
      onExcluidas();
    } catch {
      toast.error(MSG.fotos.erroDeletar);
    } finally {
      setExcluindo(false);
      queryClient.invalidateQueries(trpc.foto.pathFilter());
    }
  }
  const varias = fotos !== null && fotos.length > 1;
  return (
    <ConfirmDialog
      open={fotos !== null}
      title={varias ? 'Excluir fotos' : 'Excluir foto'}
      message={
        varias
          ? `Tem certeza que deseja excluir ${fotos.length} fotos? Esta ação não pode ser desfeita.`
          : `Tem certeza que deseja excluir a foto "${fotos?.[0]?.nome}"? Esta ação não pode ser desfeita.`
      }
      confirmLabel="Sim, excluir"
      loading={excluindo}
      onConfirm={() => fotos && void excluir(fotos)}
      onCancel={onFechar}
    />
  );
}
