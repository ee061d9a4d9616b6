import { MODULOS, MSG, type Perfil } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { PainelPermissoes } from './painel-permissoes';

type Props = { aberto: boolean; perfil: Perfil | null; onFechar: () => void };

const modulo = new Map(MODULOS.flatMap((m) => m.funcoes.map((f) => [f.id, m.id] as const)));

/** Create or edit a profile: its name and a switch per function, grouped by module. */
export function PerfilDialog({ aberto, perfil, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [nome, setNome] = useState('');
  const [marcadas, setMarcadas] = useState<Set<number>>(new Set());
  const [erroNome, setErroNome] = useState<string | undefined>();
  const [confirmando, setConfirmando] = useState(false);

  useEffect(() => {
    if (!aberto) return;
    setNome(perfil?.nome ?? '');
    setMarcadas(new Set(perfil?.permissoes.map((p) => p.id_funcao)));
    setErroNome(undefined);
  }, [aberto, perfil]);

  const concluir = (mensagem: string) => () => {
    toast.success(mensagem);
    queryClient.invalidateQueries(trpc.perfil.pathFilter());
    queryClient.invalidateQueries(trpc.sessao.me.pathFilter());
    setConfirmando(false);
    onFechar();
  };
  const falhar = (e: unknown) => {
    const f = lerFalha(e);
    setConfirmando(false);
    toast.error(f.tipo === 'resposta' && f.status < 500 ? f.mensagem : MSG.perfis.erroSalvar);
  };
  const criar = useMutation(
    trpc.perfil.create.mutationOptions({ onSuccess: concluir(MSG.perfis.criado), onError: falhar }),
  );
  const atualizar = useMutation(
    trpc.perfil.update.mutationOptions({ onSuccess: concluir(MSG.perfis.atualizado), onError: falhar }),
  );

  const dados = () => ({
    nome,
    permissoes: [...marcadas].map((id_funcao) => ({ id_modulo: modulo.get(id_funcao)!, id_funcao })),
  });
  const salvar = () => {
    if (!nome.trim()) return setErroNome('Nome é obrigatório');
    // Editing changes what every user with this profile may do: ask first (spec 03 §4).
    if (perfil) return setConfirmando(true);
    criar.mutate(dados());
  };

  return (
    <>
      <Dialog
        open={aberto}
        onClose={onFechar}
        title={perfil ? 'Editar Perfil' : 'Novo Perfil'}
        description="Escolha o que os usuários com este perfil podem fazer em cada módulo."
        maxWidth="4xl"
        footer={
          <>
            <Button variant="secondary" onClick={onFechar}>
              Cancelar
            </Button>
            <Button onClick={salvar} disabled={!nome.trim()} loading={criar.isPending}>
              Salvar
            </Button>
          </>
        }
      >
        <div className="space-y-5">
          <TextField
            label="Nome do perfil"
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            error={erroNome}
            autoFocus
          />
          <PainelPermissoes modulos={MODULOS} marcadas={marcadas} onChange={setMarcadas} />
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmando}
        tone="primary"
        title="Salvar alterações do perfil?"
        message={MSG.perfis.avisoEdicao}
        confirmLabel="Salvar"
        loading={atualizar.isPending}
        onConfirm={() => perfil && atualizar.mutate({ id: perfil.id, ...dados() })}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}
