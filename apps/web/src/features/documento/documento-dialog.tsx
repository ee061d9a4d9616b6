import { type DocumentoPaciente, MENSAGEM_TERMO_OBRIGATORIOS, MSG } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { EditorRico } from '../editor/editor-rico';

type Props = { idPaciente: number; documento: DocumentoPaciente | null; onFechar: () => void };

/** 'Geração de Termo/Contrato': type, template, generated header and the editable text. */
export function DocumentoDialog({ idPaciente, documento, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const modelos = useQuery(trpc.termo.list.queryOptions({ page: 1, limit: 100, q: '' }));
  const [tipo, setTipo] = useState<'TERMO' | 'CONTRATO'>(documento?.tipo ?? 'TERMO');
  const [idModelo, setIdModelo] = useState('');
  const [titulo, setTitulo] = useState(documento?.titulo ?? '');
  const [cabecalho, setCabecalho] = useState(documento?.cabecalho ?? '');
  const [corpo, setCorpo] = useState(documento?.corpo ?? '');
  const [versao, setVersao] = useState(0);
  const [faltando, setFaltando] = useState(false);

  const escolherModelo = (id: string) => {
    setIdModelo(id);
    const m = modelos.data?.itens.find((t) => String(t.id) === id);
    if (!m) return;
    setTitulo(m.titulo);
    setCorpo(m.corpo);
    setVersao((v) => v + 1);
  };
  const gerarCabecalho = async () => {
    if (!idModelo && !documento) return toast.error(MSG.documentos.selecioneModelo);
    const r = await queryClient.fetchQuery(
      trpc.documento.cabecalho.queryOptions({ id_paciente: idPaciente }),
    );
    setCabecalho(r.cabecalho);
    setVersao((v) => v + 1);
  };
  const opcoes = (mensagem: string) => ({
    onSuccess: () => {
      toast.success(mensagem);
      queryClient.invalidateQueries(trpc.documento.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      toast.error(mensagemDeErro(e, MSG.documentos.erroSalvar));
    },
  });
  const criar = useMutation(trpc.documento.create.mutationOptions(opcoes(MSG.documentos.criado)));
  const atualizar = useMutation(trpc.documento.update.mutationOptions(opcoes(MSG.documentos.atualizado)));
  const salvar = () => {
    const ok = titulo.trim() !== '' && corpo.replace(/<[^>]*>/g, '').trim() !== '';
    setFaltando(!ok);
    if (!ok) return;
    const dados = { tipo, titulo, cabecalho, corpo };
    if (documento) atualizar.mutate({ id: documento.id, ...dados });
    else criar.mutate({ id_paciente: idPaciente, ...dados });
  };

  return (
    <Dialog
      open
      persistent
      onClose={onFechar}
      title="Geração de Termo/Contrato"
      maxWidth="4xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending || atualizar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Tipo"
            value={tipo}
            onChange={(e) => setTipo(e.target.value as 'TERMO')}
            options={[
              { value: 'TERMO', label: 'Termo de consentimento' },
              { value: 'CONTRATO', label: 'Contrato de prestação de serviço' },
            ]}
          />
          <SelectField
            label="Modelo"
            value={idModelo}
            placeholder={modelos.isPending ? 'Carregando...' : 'Selecione um modelo'}
            onChange={(e) => escolherModelo(e.target.value)}
            options={(modelos.data?.itens ?? []).map((m) => ({ value: String(m.id), label: m.titulo }))}
          />
        </div>
        <TextField
          label="Título"
          value={titulo}
          onChange={(e) => setTitulo(e.target.value)}
          invalid={faltando && !titulo.trim()}
        />
        <div className="space-y-1.5">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium text-slate-700">Cabeçalho</span>
            <Button variant="secondary" size="sm" onClick={gerarCabecalho}>
              Gerar cabeçalho
            </Button>
          </div>
          <EditorRico
            key={`cab-${versao}`}
            rotulo="Cabeçalho"
            valorInicial={cabecalho}
            onChange={setCabecalho}
          />
        </div>
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-slate-700">Texto</span>
          <EditorRico
            key={`corpo-${versao}`}
            rotulo="Texto do documento"
            valorInicial={corpo}
            onChange={setCorpo}
            invalido={faltando}
          />
        </div>
        <AlertaFormulario mensagem={faltando ? MENSAGEM_TERMO_OBRIGATORIOS : null} />
      </div>
    </Dialog>
  );
}
