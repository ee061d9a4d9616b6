import {
  type DocumentoPaciente,
  MENSAGEM_TERMO_OBRIGATORIOS,
  MSG,
  type OpcaoTermo,
} from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { EditorRico } from '../editor/editor-rico';
import { SeletorCadastro } from '../seletores/seletores';

type Props = {
  idPaciente: number;
  documento: DocumentoPaciente | null;
  onFechar: () => void;
  /** A template to start from at once (the photos tab's 'Criar termo de uso de imagem'). */
  modeloInicial?: OpcaoTermo | null;
};

/** 'Geração de Termo/Contrato': type, template, generated header and the editable text. */
export function DocumentoDialog({ idPaciente, documento, onFechar, modeloInicial = null }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tipo, setTipo] = useState<'TERMO' | 'CONTRATO'>(documento?.tipo ?? 'TERMO');
  const [modelo, setModelo] = useState<OpcaoTermo | null>(null);
  const [titulo, setTitulo] = useState(documento?.titulo ?? '');
  const [cabecalho, setCabecalho] = useState(documento?.cabecalho ?? '');
  const [corpo, setCorpo] = useState(documento?.corpo ?? '');
  const [versao, setVersao] = useState(0);
  const [faltando, setFaltando] = useState(false);

  /** The picker carries id and title; the chosen template's body comes from the server. */
  const escolherModelo = async (opcao: OpcaoTermo | null) => {
    setModelo(opcao);
    if (!opcao) return;
    try {
      const m = await queryClient.fetchQuery(trpc.documento.termo.queryOptions({ id: opcao.id }));
      setTitulo(m.titulo);
      setCorpo(m.corpo);
      setVersao((v) => v + 1);
    } catch (e) {
      setModelo(null);
      toast.error(mensagemDeErro(e, MSG.termos.erroBuscar));
    }
  };
  // The initial template is loaded once, on opening.
  useEffect(() => {
    if (modeloInicial) void escolherModelo(modeloInicial);
  }, []);
  const gerarCabecalho = async () => {
    if (!modelo && !documento) return toast.error(MSG.documentos.selecioneModelo);
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
    // The template's id lets the server copy its kind (issue 19: the image-use consent).
    else criar.mutate({ id_paciente: idPaciente, id_termo: modelo?.id ?? null, ...dados });
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
          <SeletorCadastro<OpcaoTermo>
            label="Modelo"
            placeholder="Digite para buscar um modelo"
            value={modelo}
            onChange={(m) => void escolherModelo(m)}
            fonte={(q) => trpc.documento.termos.queryOptions({ q })}
            erroBusca={MSG.termos.erroBuscar}
            vazio={MSG.termos.vazio}
            getLabel={(m) => m.titulo}
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
