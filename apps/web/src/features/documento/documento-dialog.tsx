import {
  campoEscolhaOpcional,
  type DocumentoPaciente,
  documentoUpdateSchema,
  MENSAGEM_TERMO_OBRIGATORIOS,
  MSG,
  type OpcaoTermo,
} from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoAutocomplete, CampoSelecao } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { EditorRico } from '../editor/editor-rico';
import { SeletorCadastro } from '../seletores/seletores';

const OPCOES_TIPO = [
  { value: 'TERMO', label: 'Termo de consentimento' },
  { value: 'CONTRATO', label: 'Contrato de prestação de serviço' },
];

/**
 * The contract's document with the template it starts from as the picker shows it (its id lets
 * the server copy its kind, issue 19); the editor leaves markup behind when emptied, so the text
 * must have words.
 */
const documentoForm = documentoUpdateSchema.extend({
  corpo: documentoUpdateSchema.shape.corpo.refine(
    (html) => html.replace(/<[^>]*>/g, '').trim() !== '',
    MENSAGEM_TERMO_OBRIGATORIOS,
  ),
  id_termo: campoEscolhaOpcional<OpcaoTermo>(),
});
type DocumentoForm = z.input<typeof documentoForm>;
type DocumentoSaida = z.output<typeof documentoForm>;

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
  const cliente = useTRPCClient();
  const queryClient = useQueryClient();
  const form = useForm<DocumentoForm, unknown, DocumentoSaida>({
    resolver: zodResolver(documentoForm),
    defaultValues: {
      tipo: documento?.tipo ?? 'TERMO',
      id_termo: null,
      titulo: documento?.titulo ?? '',
      cabecalho: documento?.cabecalho ?? '',
      corpo: documento?.corpo ?? '',
    },
  });
  const { setValue, getValues } = form;
  const erros = form.formState.errors;
  const modelo = useWatch({ control: form.control, name: 'id_termo' });
  // The editors start from a value; a new one (a template, a header) mounts them again.
  const [versao, setVersao] = useState(0);
  const salvar = useSalvar({
    form,
    salvar: ({ id_termo, ...dados }: DocumentoSaida) =>
      documento
        ? cliente.documento.update.mutate({ id: documento.id, ...dados })
        : cliente.documento.create.mutate({ id_paciente: idPaciente, id_termo, ...dados }),
    sucesso: documento ? MSG.documentos.atualizado : MSG.documentos.criado,
    erro: MSG.documentos.erroSalvar,
    invalidar: [trpc.documento.pathFilter()],
    onFechar,
  });

  /** The picker carries id and title; the chosen template's body comes from the server. */
  const escolherModelo = async (opcao: OpcaoTermo | null) => {
    setValue('id_termo', opcao);
    if (!opcao) return;
    try {
      const m = await queryClient.fetchQuery(trpc.documento.termo.queryOptions({ id: opcao.id }));
      setValue('titulo', m.titulo);
      setValue('corpo', m.corpo);
      setVersao((v) => v + 1);
    } catch (e) {
      setValue('id_termo', null);
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
    setValue('cabecalho', r.cabecalho);
    setVersao((v) => v + 1);
  };
  const faltando = erros.titulo !== undefined || erros.corpo !== undefined;

  return (
    <FormDialog
      open
      onClose={onFechar}
      title="Geração de Termo/Contrato"
      maxWidth="4xl"
      form={form}
      onSubmit={salvar.enviar}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoSelecao form={form} nome="tipo" label="Tipo" options={OPCOES_TIPO} />
        <CampoAutocomplete form={form} nome="id_termo">
          {(campo) => (
            <SeletorCadastro<OpcaoTermo>
              {...campo}
              value={campo.value ?? null}
              onChange={(m) => void escolherModelo(m)}
              label="Modelo"
              placeholder="Digite para buscar um modelo"
              fonte={(q) => trpc.documento.termos.queryOptions({ q })}
              erroBusca={MSG.termos.erroBuscar}
              vazio={MSG.termos.vazio}
              semCadastro={MSG.cadastreAntes.termo}
              getLabel={(m) => m.titulo}
            />
          )}
        </CampoAutocomplete>
      </div>
      {/* One message for the missing fields, below them; the field is only marked. */}
      <TextField label="Título" invalid={erros.titulo !== undefined} {...form.register('titulo')} />
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
          valorInicial={getValues('cabecalho') ?? ''}
          onChange={(html) => setValue('cabecalho', html)}
        />
      </div>
      <div className="space-y-1.5">
        <span className="text-sm font-medium text-slate-700">Texto</span>
        <EditorRico
          key={`corpo-${versao}`}
          rotulo="Texto do documento"
          valorInicial={getValues('corpo')}
          onChange={(html) => setValue('corpo', html, { shouldValidate: form.formState.isSubmitted })}
          invalido={faltando}
        />
      </div>
      <AlertaFormulario mensagem={faltando ? MENSAGEM_TERMO_OBRIGATORIOS : null} />
    </FormDialog>
  );
}
