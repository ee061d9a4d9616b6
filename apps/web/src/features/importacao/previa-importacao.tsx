import { type Importacao, MSG } from '@clinica/contracts';
import { formatarDataBr } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { DataTable, type DataTableColumn } from '@clinica/ui/data-table';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { ListaMotivos } from './lista-motivos';
import { Numeros } from './numeros';
import { NOME_TIPO } from './rotulos';
import { SecaoTabela } from './secao-tabela';

type Amostra = Importacao['previa']['amostra'][number];
type AmostraAgenda = NonNullable<Importacao['previa']['agendamentos']>[number];

const colunasAgenda: DataTableColumn<AmostraAgenda>[] = [
  { key: 'linha', header: 'Linha', render: (l) => l.linha, hideOnMobile: true },
  {
    key: 'paciente',
    header: 'Paciente',
    render: (l) => (l.paciente_novo ? `${l.paciente} (novo)` : l.paciente),
    celular: 'titulo',
  },
  { key: 'data_hora', header: 'Data e hora', render: (l) => `${l.data_hora} · ${l.duracao} min` },
  { key: 'profissional', header: 'Profissional', render: (l) => l.profissional },
  { key: 'tratamento', header: 'Tratamento', render: (l) => l.tratamento },
  { key: 'status', header: 'Status', render: (l) => l.status },
];

const colunas: DataTableColumn<Amostra>[] = [
  { key: 'linha', header: 'Linha', render: (l) => l.linha, hideOnMobile: true },
  { key: 'nome', header: 'Nome', render: (l) => l.nome, celular: 'titulo' },
  { key: 'celular', header: 'Celular', render: (l) => l.celular },
  {
    key: 'nascimento',
    header: 'Nascimento',
    render: (l) => (l.nascimento ? formatarDataBr(l.nascimento) : '—'),
  },
  { key: 'cpf', header: 'CPF', render: (l) => l.cpf ?? '—' },
  { key: 'email', header: 'E-mail', render: (l) => l.email ?? '—', hideOnMobile: true },
];

/** What confirming would do: counts, the first rows as they will be saved, and every row set aside, with why. */
export function PreviaImportacao({ importacao: i }: { importacao: Importacao }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const [confirmando, setConfirmando] = useState(false);
  const p = i.previa;

  const confirmar = async () => {
    setConfirmando(true);
    try {
      const r = await cliente.importacao.confirmar.mutate({ id: i.id });
      qc.setQueryData(trpc.importacao.get.queryKey({ id: i.id }), r);
      await qc.invalidateQueries(trpc.importacao.list.pathFilter());
      toast.success(MSG.importacao.confirmada);
    } catch (e) {
      toast.error(mensagemDeErro(e, MSG.importacao.falhou));
    } finally {
      setConfirmando(false);
    }
  };

  // From the old system, the other kinds (appointments, budgets…) may bring something even when
  // every patient is already here; a kind listed per patient (documents, photos…) has no total
  // before it is read, so it may too.
  const outros = Object.entries(i.contagens).some(
    ([tipo, c]) => tipo !== 'pacientes' && (c.total === null || c.total > 0),
  );
  const nada = p.resumo.importar === 0 && !(i.origem === 'api' && outros);

  return (
    <>
      <Card
        title="Prévia"
        description={
          i.origem === 'api'
            ? 'Nada foi gravado ainda. Os números abaixo são dos pacientes; os outros tipos estão na tabela acima.'
            : 'Nada foi gravado ainda. Confira e confirme.'
        }
      >
        <div className="space-y-5">
          {p.pendente && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {p.pendente}
            </p>
          )}
          <Numeros
            itens={[
              { rotulo: 'Serão importados', valor: p.resumo.importar, tom: 'verde' },
              { rotulo: 'Já cadastrados ou repetidos', valor: p.resumo.duplicados },
              {
                rotulo: 'Ignorados',
                valor: p.resumo.ignorados,
                tom: p.resumo.ignorados ? 'vermelho' : undefined,
              },
              { rotulo: 'Com ressalvas', valor: p.resumo.avisos, tom: p.resumo.avisos ? 'ambar' : undefined },
            ]}
          />
          <div className="flex justify-end">
            <Button onClick={confirmar} loading={confirmando} disabled={nada}>
              {nada
                ? 'Nada a importar'
                : i.origem === 'api'
                  ? 'Importar do sistema antigo'
                  : `Importar ${p.resumo.importar.toLocaleString('pt-BR')} ${NOME_TIPO[i.tipo]}`}
            </Button>
          </div>
        </div>
      </Card>
      <SecaoTabela titulo="Primeiras linhas">
        {i.tipo === 'agendas' ? (
          <DataTable
            columns={colunasAgenda}
            rows={p.agendamentos ?? []}
            rowKey={(l) => l.linha}
            empty="Nenhuma linha será importada com este mapeamento."
            caption="Primeiros agendamentos como serão gravados"
          />
        ) : (
          <DataTable
            columns={colunas}
            rows={p.amostra}
            rowKey={(l) => l.linha}
            empty="Nenhuma linha será importada com este mapeamento."
            caption="Primeiras linhas como serão gravadas"
          />
        )}
      </SecaoTabela>
      <ListaMotivos titulo="Ignoradas (não serão importadas)" itens={p.ignoradas} tom="vermelho" />
      <ListaMotivos
        titulo="Já cadastrados ou repetidos na planilha"
        itens={p.conflitos.map((c) => ({ linha: c.linha, motivo: `${c.nome}: ${c.motivo}` }))}
      />
      <ListaMotivos titulo="Importadas com ressalvas" itens={p.avisos} tom="ambar" />
    </>
  );
}
