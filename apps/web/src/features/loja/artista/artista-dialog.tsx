import {
  type Artista,
  artistaEdicaoSchema,
  artistaInputSchema,
  CATEGORIAS_ARTISTA,
  campoOpcao,
  MSG,
} from '@clinica/contracts';
import { normalizarSlug } from '@clinica/domain';
import { CampoAreaTexto, CampoSelecao, CampoTexto } from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { urlLocal } from '../../../lib/arquivos-rest';
import { zodResolver } from '../../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useReiniciarAoAbrir } from '../../../lib/use-reiniciar-ao-abrir';
import { useSalvar } from '../../../lib/use-salvar';
import { CampoImagem, lerComoDataUrl } from '../base/campo-imagem';

type Props = { aberto: boolean; artista: Artista | null; operador: boolean; onFechar: () => void };

const A = MSG.artistas;
const a = artistaInputSchema.shape;
const OPCOES_CATEGORIA = CATEGORIAS_ARTISTA.map((c) => ({ value: c, label: c }));

/**
 * The contract's artist as the dialog holds it: the advisor and category selects, the chosen
 * picture file (sent as a data URL). A new artist needs the picture; the link is edited only
 * once it exists.
 */
const artistaForm = (editando: boolean) =>
  z.object({
    id_usuario: z.string(),
    nome: a.nome,
    categoria: campoOpcao(a.categoria),
    descricao: a.descricao,
    slug: editando ? artistaEdicaoSchema.shape.slug : z.string(),
    imagem: z.custom<File | null>().refine((f) => editando || f !== null, A.imagemObrigatoria),
  });
type ArtistaForm = z.input<ReturnType<typeof artistaForm>>;
type ArtistaSaida = z.output<ReturnType<typeof artistaForm>>;

const iniciais = (x: Artista | null): ArtistaForm => ({
  id_usuario: x?.id_usuario ? String(x.id_usuario) : '',
  nome: x?.nome ?? '',
  categoria: x?.categoria ?? '',
  descricao: x?.descricao ?? '',
  slug: x?.slug ?? '',
  imagem: null,
});

/**
 * 'NOVO ARTISTA' (operator) and the edit dialog (spec 03 §2, §3, §8): advisor, name, category,
 * description, picture; the link in edit. Name, link and description are trimmed; the spec's
 * message for each missing field.
 */
export function ArtistaDialog({ aberto, artista, operador, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const alvo = useRef(artista);
  if (aberto) alvo.current = artista;
  const editando = alvo.current !== null;
  const form = useForm<ArtistaForm, unknown, ArtistaSaida>({
    // The advisor is the operator's to choose, and required of a new artist.
    resolver: zodResolver(
      artistaForm(editando).refine((v) => editando || !operador || v.id_usuario !== '', {
        path: ['id_usuario'],
        message: A.assessorObrigatorio,
      }),
    ),
    defaultValues: iniciais(artista),
  });
  const { reset } = form;
  useReiniciarAoAbrir(reset, aberto, artista?.id ?? null, () => iniciais(artista));
  const [imagem, idUsuario] = useWatch({ control: form.control, name: ['imagem', 'id_usuario'] });
  const urlNova = useMemo(() => (imagem ? URL.createObjectURL(imagem) : null), [imagem]);
  useEffect(() => () => (urlNova ? URL.revokeObjectURL(urlNova) : undefined), [urlNova]);

  const assessores = useQuery({
    ...trpc.loja.artista.assessores.queryOptions(),
    enabled: aberto && operador,
  });
  const opcoesAssessor = (assessores.data ?? [])
    .filter((x) => !x.tem_loja || String(x.id) === idUsuario)
    .map((x) => ({ value: String(x.id), label: x.whatsapp ? `${x.nome} (${x.whatsapp})` : x.nome }));

  const salvar = useSalvar({
    form,
    salvar: async ({ id_usuario, imagem: arquivo, slug, ...v }: ArtistaSaida) => {
      const dataUrl = arquivo ? await lerComoDataUrl(arquivo) : undefined;
      const assessor = id_usuario ? Number(id_usuario) : undefined;
      if (!alvo.current)
        return cliente.loja.artista.create.mutate({ ...v, id_usuario: assessor ?? 0, imagem: dataUrl ?? '' });
      return cliente.loja.artista.update.mutate({
        ...v,
        id: alvo.current.id,
        slug,
        imagem: dataUrl,
        ...(operador && assessor ? { id_usuario: assessor } : {}),
      });
    },
    sucesso: editando ? A.atualizado : A.inserido,
    erro: MSG.configuracaoLoja.erroSalvar,
    invalidar: [trpc.loja.pathFilter()],
    onFechar,
  });

  const preview = urlNova ?? (alvo.current?.imagem ? urlLocal(alvo.current.imagem) : null);
  return (
    <FormDialog
      open={aberto}
      onClose={onFechar}
      maxWidth="2xl"
      title={editando ? 'Editar Artista' : 'Novo Artista'}
      form={form}
      onSubmit={salvar.enviar}
      className="grid gap-5 sm:grid-cols-[12rem_1fr]"
    >
      <Controller
        control={form.control}
        name="imagem"
        render={({ field, fieldState }) => (
          <CampoImagem
            rotulo="Foto do artista"
            orientacao="Quadrada, PNG, JPG, GIF ou WEBP, até 2MB."
            preview={preview}
            proporcao="aspect-square"
            obrigatorio
            erro={fieldState.error?.message}
            onEscolher={field.onChange}
          />
        )}
      />
      <div className="space-y-4">
        {operador && (
          <CampoSelecao
            form={form}
            nome="id_usuario"
            label="Assessor"
            required
            placeholder={assessores.isPending ? 'Carregando...' : 'Selecione um assessor'}
            options={opcoesAssessor}
            hint={
              assessores.data && opcoesAssessor.length === 0
                ? 'Todos os assessores já têm uma loja: cadastre um novo em Assessores.'
                : undefined
            }
          />
        )}
        <CampoTexto form={form} nome="nome" label="Nome" required maxLength={120} />
        <CampoSelecao
          form={form}
          nome="categoria"
          label="Categoria"
          required
          placeholder="Selecione uma categoria"
          options={OPCOES_CATEGORIA}
        />
        {editando && (
          <CampoTexto
            form={form}
            nome="slug"
            label="Link"
            required
            maxLength={80}
            filtro={normalizarSlug}
            hint="Letras minúsculas, números e hífen."
          />
        )}
        <CampoAreaTexto form={form} nome="descricao" label="Descrição" required rows={4} maxLength={2000} />
      </div>
    </FormDialog>
  );
}
