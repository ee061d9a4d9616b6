import { type ArquivoPaciente, arquivoCreateSchema, MSG } from '@clinica/contracts';
import { ARQUIVO_MAX_BYTES } from '@clinica/domain';
import { CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { ZonaArquivos } from '@clinica/ui/zona-arquivos';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { enviarFormulario } from '../../lib/arquivos-rest';
import { mensagemDeErro } from '../../lib/erros';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { BarraProgresso } from './barra-progresso';

const ACEITOS =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ehAceito = (a: File) => /\.(pdf|docx?)$/i.test(a.name);

/** The contract's patient file (POST /api/arquivos, multipart) with the chosen file itself. */
const arquivoForm = arquivoCreateSchema.pick({ nome: true, observacao: true }).extend({
  arquivo: z.custom<File | null>().refine((a) => a !== null, MSG.arquivos.selecione),
});
type ArquivoForm = z.input<typeof arquivoForm>;
type ArquivoSaida = z.output<typeof arquivoForm>;
const VAZIO: ArquivoForm = { arquivo: null, nome: '', observacao: '' };

type Props = { aberto: boolean; idPaciente: number; onFechar: () => void };

/** Upload modal (max width ~600 px): PDF, DOC or DOCX up to 20 MB; the server checks the bytes. */
export function ArquivoUploadDialog({ aberto, idPaciente, onFechar }: Props) {
  const trpc = useTRPC();
  const form = useForm<ArquivoForm, unknown, ArquivoSaida>({
    resolver: zodResolver(arquivoForm),
    defaultValues: VAZIO,
  });
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset(VAZIO);
  }, [aberto, reset]);
  const [progresso, setProgresso] = useState<number | null>(null);
  const salvar = useSalvar({
    form,
    salvar: async ({ arquivo, nome, observacao }: ArquivoSaida) => {
      if (!arquivo) return;
      const corpo = new FormData();
      corpo.append('id_paciente', String(idPaciente));
      corpo.append('nome', nome);
      corpo.append('observacao', observacao ?? '');
      corpo.append('nome_arquivo', arquivo.name);
      corpo.append('arquivo', arquivo, arquivo.name);
      try {
        await enviarFormulario<ArquivoPaciente>(
          'POST',
          '/api/arquivos',
          corpo,
          MSG.arquivos.erroSalvar,
          setProgresso,
        );
      } finally {
        setProgresso(null);
      }
    },
    sucesso: MSG.arquivos.adicionado,
    erro: MSG.arquivos.erroSalvar,
    invalidar: [trpc.arquivo.pathFilter()],
    onFechar,
    // The server read the bytes and refused the type: the file goes, the message stays under it.
    campoDaRecusa: ({ mensagem }) => (mensagem === MSG.arquivos.tipoInvalido ? 'arquivo' : undefined),
    aoFalhar: (e) => {
      if (mensagemDeErro(e, '') === MSG.arquivos.tipoInvalido) form.setValue('arquivo', null);
    },
  });

  /** An unsupported type or size is refused as it is chosen, and the file cleared (spec 02 §5). */
  const escolher = ([a]: File[], mudar: (a: File | null) => void) => {
    if (!a) return;
    const erro = !ehAceito(a)
      ? MSG.arquivos.tipoInvalido
      : a.size > ARQUIVO_MAX_BYTES
        ? MSG.arquivos.grande
        : null;
    mudar(erro ? null : a);
    if (erro) return form.setError('arquivo', { message: erro });
    form.clearErrors('arquivo');
    if (!form.getValues('nome').trim()) form.setValue('nome', a.name.replace(/\.[^.]+$/, ''));
  };

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="xl"
      title="Adicionar Arquivo"
      form={form}
      onSubmit={salvar.enviar}
      className="space-y-4"
    >
      <Controller
        control={form.control}
        name="arquivo"
        render={({ field, fieldState }) => (
          <ZonaArquivos
            accept={ACEITOS}
            titulo="Arraste um arquivo aqui ou clique para escolher"
            formatos="Formatos aceitos: PDF, DOC, DOCX (até 20 MB)"
            escolhidos={field.value ? [field.value] : []}
            error={fieldState.error?.message}
            onArquivos={(lista) => escolher(lista, field.onChange)}
          />
        )}
      />
      <CampoTexto form={form} nome="nome" label="Nome" required autoComplete="off" />
      <CampoTexto form={form} nome="observacao" label="Observações" autoComplete="off" />
      {progresso !== null && <BarraProgresso fracao={progresso} />}
    </FormDialog>
  );
}
