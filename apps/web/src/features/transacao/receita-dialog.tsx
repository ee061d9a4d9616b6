import { MSG, type OpcaoPaciente } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brParaDia, diaParaBr, hojeNaClinica } from '../../lib/datas-br';
import { useTRPC } from '../../lib/trpc';
import { SeletorPaciente } from '../seletores/seletores';
import { useCriarTransacao } from './use-criar-transacao';

const M = MSG.transacoes;
const obrigatorio = MSG.geral.campoObrigatorio;

/** 'Receita': a patient, one of their ATIVO budgets, the due date and a note (spec 03 §2). */
export function ReceitaDialog({ onFechar }: { onFechar: () => void }) {
  const trpc = useTRPC();
  const [paciente, setPaciente] = useState<OpcaoPaciente | null>(null);
  const [idOrcamento, setIdOrcamento] = useState('');
  const [vencimento, setVencimento] = useState(diaParaBr(hojeNaClinica()));
  const [observacao, setObservacao] = useState('');
  const [tentou, setTentou] = useState(false);
  const orcamentos = useQuery({
    ...trpc.transacao.orcamentos.queryOptions({ id_paciente: paciente?.id ?? 0 }),
    enabled: paciente !== null,
  });
  const { criar, erroServidor } = useCriarTransacao(
    { sucesso: M.receitaCriada, erro: M.erroSalvarReceita },
    onFechar,
  );
  const dia = brParaDia(vencimento);
  const erros = {
    paciente: !paciente ? obrigatorio : undefined,
    orcamento: !idOrcamento ? obrigatorio : undefined,
    vencimento: !vencimento ? obrigatorio : !dia ? M.dataInvalida : undefined,
  };
  const salvar = () => {
    setTentou(true);
    if (Object.values(erros).some(Boolean) || !dia || criar.isPending) return;
    criar.mutate({ tipo: 'RECEITA', id_orcamento: Number(idOrcamento), vencimento: dia, observacao });
  };
  const mostrar = (e: string | undefined) => (tentou ? e : undefined);

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title="Nova Receita"
      maxWidth="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={criar.isPending}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <AlertaFormulario mensagem={erroServidor} />
        <SeletorPaciente
          label="Paciente"
          value={paciente}
          onChange={(p) => {
            setPaciente(p);
            setIdOrcamento('');
          }}
          fonte={(q) => trpc.transacao.pacientes.queryOptions({ q })}
          erroBusca={M.erroBuscarPacientes}
          error={mostrar(erros.paciente)}
        />
        <SelectField
          label="Orçamento"
          value={idOrcamento}
          onChange={(e) => setIdOrcamento(e.target.value)}
          disabled={!paciente}
          placeholder={
            !paciente
              ? 'Escolha o paciente primeiro'
              : orcamentos.isError
                ? M.erroBuscarOrcamentos
                : orcamentos.data?.length === 0
                  ? 'Nenhum orçamento ativo para este paciente'
                  : 'Selecione o orçamento'
          }
          options={(orcamentos.data ?? []).map((o) => ({
            value: String(o.id),
            label: `Nº ${o.id} · ${formatarCentavos(o.valor_total)} · válido até ${diaParaBr(o.vencimento)}`,
          }))}
          error={mostrar(erros.orcamento)}
        />
        <MaskedInput
          mask="data"
          label="Vencimento"
          value={vencimento}
          onValueChange={setVencimento}
          error={mostrar(erros.vencimento)}
        />
        <TextField
          label="Observação"
          value={observacao}
          maxLength={2000}
          onChange={(e) => setObservacao(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
