import { campoEscolha, type Foto, fotoCreateSchema, MSG, type PacienteOpcao } from '@clinica/contracts';
import { FOTO_MAX_BYTES } from '@clinica/domain';
import { CampoAutocomplete, CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { toast } from '@clinica/ui/toast';
import { ZonaArquivos } from '@clinica/ui/zona-arquivos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { enviarFormulario, miniaturaDe } from '../../lib/arquivos-rest';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { BarraProgresso } from '../arquivo-paciente/barra-progresso';
import { PacienteAutocomplete } from '../seletores/paciente-autocomplete';

type Props = {
  aberto: boolean;
  onFechar: () => void;
  /** The patient tab: one photo of this patient. Without it (the photos page): files and a patient. */
  idPaciente?: number;
};

const semExtensao = (nome: string) => nome.replace(/\.[^.]+$/, '');
const c = fotoCreateSchema.shape;

/**
 * The contract's photo (POST /api/fotos, multipart) as the dialog holds it: the chosen files and
 * the patient as the picker shows it. Several photos at once take each file's name.
 */
const fotoForm = (varios: boolean) =>
  z.object({
    foto: z.array(z.custom<File>(), { error: MSG.fotos.selecione }).min(1, MSG.fotos.selecione),
    id_paciente: campoEscolha<PacienteOpcao>(),
    nome: varios ? z.string() : c.nome,
    observacao: c.observacao,
  });
type FotoForm = z.input<ReturnType<typeof fotoForm>>;
type FotoSaida = z.output<ReturnType<typeof fotoForm>>;

/** On the patient's tab the patient is that one, fixed (not shown). */
const vazio = (idPaciente?: number): FotoForm => ({
  foto: [],
  id_paciente: idPaciente === undefined ? null : { id: idPaciente, nome: '', email: null },
  nome: '',
  observacao: '',
});

/** Upload: drag and drop or choose; JPG, PNG or GIF up to 10 MB (the server checks the bytes). */
export function FotoUploadDialog({ aberto, onFechar, idPaciente }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const varios = idPaciente === undefined;
  const [esquema] = useState(() => fotoForm(varios));
  const form = useForm<FotoForm, unknown, FotoSaida>({
    resolver: zodResolver(esquema),
    defaultValues: vazio(idPaciente),
  });
  const { reset } = form;
  useEffect(() => {
    if (aberto) reset(vazio(idPaciente));
  }, [aberto, idPaciente, reset]);
  const [progresso, setProgresso] = useState<number | null>(null);

  /** The bytes go one file at a time over lib/arquivos-rest; the list is refreshed even if one fails. */
  async function enviar(dados: FotoSaida) {
    try {
      for (const [i, a] of dados.foto.entries()) {
        const corpo = new FormData();
        corpo.append('id_paciente', String(dados.id_paciente));
        corpo.append('nome', varios ? semExtensao(a.name) : dados.nome);
        corpo.append('observacao', dados.observacao ?? '');
        corpo.append('nome_arquivo', a.name);
        corpo.append('foto', a, a.name);
        const miniatura = await miniaturaDe(a);
        if (miniatura) corpo.append('miniatura', miniatura, 'miniatura.jpg');
        await enviarFormulario<Foto>('POST', '/api/fotos', corpo, MSG.fotos.erroSalvar, (f) =>
          setProgresso((i + f) / dados.foto.length),
        );
      }
    } finally {
      setProgresso(null);
      void queryClient.invalidateQueries(trpc.foto.pathFilter());
    }
  }
  const salvar = useSalvar({
    form,
    salvar: enviar,
    sucesso: MSG.fotos.adicionada,
    erro: MSG.fotos.erroSalvar,
    onFechar,
  });

  /** The files are checked as they are chosen; a wrong one leaves the choice as it was. */
  const escolher = (lista: File[], mudar: (f: File[]) => void) => {
    const escolhidos = varios ? lista : lista.slice(0, 1);
    const erro = escolhidos.some((a) => !a.type.startsWith('image/'))
      ? MSG.fotos.apenasImagens
      : escolhidos.some((a) => a.size > FOTO_MAX_BYTES)
        ? MSG.fotos.grande
        : null;
    if (erro) return form.setError('foto', { message: erro });
    form.clearErrors('foto');
    mudar(escolhidos);
    if (!varios && escolhidos[0] && !form.getValues('nome').trim())
      form.setValue('nome', semExtensao(escolhidos[0].name));
  };

  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="xl"
      title={varios ? 'Adicionar Fotos' : 'Adicionar Foto'}
      form={form}
      onSubmit={salvar.enviar}
      // Several photos at once: one message for what is missing.
      onInvalid={() => varios && toast.error(MSG.fotos.preenchaTodos)}
      className="space-y-4"
    >
      <Controller
        control={form.control}
        name="foto"
        render={({ field, fieldState }) => (
          <ZonaArquivos
            accept="image/jpeg,image/png,image/gif"
            multiple={varios}
            titulo={
              varios
                ? 'Arraste as fotos aqui ou clique para escolher'
                : 'Arraste uma foto aqui ou clique para escolher'
            }
            formatos="Formatos aceitos: JPG, PNG, GIF (até 10 MB)"
            escolhidos={field.value}
            error={fieldState.error?.message}
            onArquivos={(lista) => escolher(lista, field.onChange)}
          />
        )}
      />
      {varios ? (
        <CampoAutocomplete form={form} nome="id_paciente">
          {(campo) => <PacienteAutocomplete {...campo} value={campo.value ?? null} label="Paciente" />}
        </CampoAutocomplete>
      ) : (
        <CampoTexto form={form} nome="nome" label="Nome" required autoComplete="off" />
      )}
      <CampoTexto form={form} nome="observacao" label="Observação" autoComplete="off" />
      {progresso !== null && <BarraProgresso fracao={progresso} />}
    </FormDialog>
  );
}
