import { type Importacao, MSG } from '@clinica/contracts';
import type { TipoImportacao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { EscolhaSegmentada } from '@clinica/ui/escolha-segmentada';
import { ZonaArquivos } from '@clinica/ui/zona-arquivos';
import { CalendarDaysIcon, UserGroupIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { enviarFormulario } from '../../lib/arquivos-rest';
import { mensagemDeErro } from '../../lib/erros';
import { caminhoImportacao } from './rotulos';

const ACEITOS = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TIPOS = [
  { valor: 'pacientes', rotulo: 'Pacientes', icone: UserGroupIcon },
  { valor: 'agendas', rotulo: 'Agendamentos', icone: CalendarDaysIcon },
] as const;

const AJUDA: Record<TipoImportacao, string> = {
  pacientes:
    'A primeira linha deve ter os nomes das colunas (Nome, Celular, Data de nascimento, CPF, E-mail…).',
  agendas:
    'A primeira linha deve ter os nomes das colunas (Paciente, Celular ou CPF, Data, Hora início, Hora fim ou Duração, Profissional, Tratamento, Status, Observações). Profissionais e tratamentos precisam estar cadastrados aqui com o mesmo nome.',
};

/** The upload: the file goes to the REST route as multipart (tRPC is JSON), with its progress. */
export function EnvioPlanilha() {
  const [, navegar] = useLocation();
  const [tipo, setTipo] = useState<TipoImportacao>('pacientes');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [erro, setErro] = useState<string | undefined>();

  const enviar = async () => {
    if (!arquivo) return setErro('Escolha a planilha.');
    setErro(undefined);
    setProgresso(0);
    const form = new FormData();
    form.append('tipo', tipo);
    form.append('nome_arquivo', arquivo.name);
    form.append('arquivo', arquivo, arquivo.name);
    try {
      const i = await enviarFormulario<Importacao>(
        'POST',
        '/api/importacoes',
        form,
        MSG.importacao.arquivoIlegivel,
        setProgresso,
      );
      navegar(caminhoImportacao(i.id));
    } catch (e) {
      setErro(mensagemDeErro(e, MSG.importacao.arquivoIlegivel));
      setProgresso(null);
    }
  };

  return (
    <Card
      title="Planilha"
      description="Exportações de outros sistemas (CSV com ponto e vírgula, acentos, datas DD/MM/AAAA) funcionam sem editar."
    >
      <div className="space-y-4">
        <EscolhaSegmentada rotulo="O que a planilha traz" opcoes={TIPOS} valor={tipo} onChange={setTipo} />
        <p className="text-sm text-slate-600">{AJUDA[tipo]}</p>
        <ZonaArquivos
          accept={ACEITOS}
          titulo="Arraste a planilha aqui ou clique para escolher"
          formatos="CSV ou XLSX, até 10 MB"
          escolhidos={arquivo ? [arquivo] : []}
          error={erro}
          onArquivos={(a) => {
            setArquivo(a[0] ?? null);
            setErro(undefined);
          }}
        />
        {progresso !== null && (
          <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-full bg-teal-600 transition-all"
              style={{ width: `${Math.round(progresso * 100)}%` }}
            />
          </div>
        )}
        <div className="flex justify-end">
          <Button onClick={enviar} loading={progresso !== null} disabled={!arquivo}>
            Enviar e ver prévia
          </Button>
        </div>
      </div>
    </Card>
  );
}
