import { MENSAGEM_SELECIONE_MODELO, MSG } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/** Create an anamnesis for the patient from one of the clinic's models. */
export function NovaAnamneseDialog({ idPaciente, onFechar }: { idPaciente: number; onFechar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const modelos = useQuery(trpc.modeloAnamnese.list.queryOptions({ page: 1, limit: 100, q: '' }));
  const [idModelo, setIdModelo] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const criar = useMutation(
    trpc.anamnese.create.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.anamneses.criada);
        queryClient.invalidateQueries(trpc.anamnese.pathFilter());
        onFechar();
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.anamneses.erroSalvar));
      },
    }),
  );
  const salvar = () => {
    if (!idModelo) return setErro(MENSAGEM_SELECIONE_MODELO);
    criar.mutate({ id_paciente: idPaciente, id_modelo_anamnese: Number(idModelo) });
  };
  return (
    <Dialog
      open
      onClose={onFechar}
      title="Nova Anamnese"
      maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending}>
            Criar
          </Button>
        </>
      }
    >
      <SelectField
        label="Modelo de anamnese"
        value={idModelo}
        error={erro}
        placeholder={modelos.isPending ? 'Carregando...' : 'Selecione um modelo'}
        onChange={(e) => {
          setIdModelo(e.target.value);
          setErro(undefined);
        }}
        options={(modelos.data?.itens ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
      />
    </Dialog>
  );
}
