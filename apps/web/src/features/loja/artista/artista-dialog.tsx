import {
  type Artista,
  artistaEdicaoSchema,
  artistaInputSchema,
  CATEGORIAS_ARTISTA,
  MSG,
} from '@clinica/contracts';
import { normalizarSlug } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { urlLocal } from '../../../lib/arquivos-rest';
import { mensagemDeErro } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { CampoImagem, lerComoDataUrl } from '../base/campo-imagem';

type Props = { aberto: boolean; artista: Artista | null; operador: boolean; onFechar: () => void };
type Campos = { idUsuario: string; nome: string; categoria: string; descricao: string; slug: string };
type Erros = Partial<Record<'id_usuario' | 'nome' | 'categoria' | 'descricao' | 'imagem' | 'slug', string>>;

const iniciais = (a: Artista | null): Campos => ({
  idUsuario: a?.id_usuario ? String(a.id_usuario) : '',
  nome: a?.nome ?? '',
  categoria: a?.categoria ?? '',
  descricao: a?.descricao ?? '',
  slug: a?.slug ?? '',
});

/**
 * 'NOVO ARTISTA' (operator) and the edit dialog (spec 03 §2, §3, §8): advisor, name, category,
 * description, picture; the link in edit. Name, link and description are trimmed; the spec's
 * message for each missing field.
 */
export function ArtistaDialog({ aberto, artista, operador, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const alvo = useRef(artista);
  if (aberto) alvo.current = artista;
  const editando = alvo.current !== null;
  const [v, setV] = useState<Campos>(() => iniciais(artista));
  const [imagem, setImagem] = useState<{ arquivo: File; url: string } | null>(null);
  const [erros, setErros] = useState<Erros>({});
  useEffect(() => {
    if (aberto) {
      setV(iniciais(artista));
      setImagem(null);
      setErros({});
    }
  }, [aberto, artista]);
  useEffect(() => () => (imagem ? URL.revokeObjectURL(imagem.url) : undefined), [imagem]);
  const mudar = (k: keyof Campos, valor: string) => setV((a) => ({ ...a, [k]: valor }));

  const assessores = useQuery({
    ...trpc.loja.artista.assessores.queryOptions(),
    enabled: aberto && operador,
  });
  const opcoesAssessor = (assessores.data ?? [])
    .filter((a) => !a.tem_loja || String(a.id) === v.idUsuario)
    .map((a) => ({ value: String(a.id), label: a.whatsapp ? `${a.nome} (${a.whatsapp})` : a.nome }));

  const aoSalvar = () => {
    toast.success(editando ? MSG.artistas.atualizado : MSG.artistas.inserido);
    queryClient.invalidateQueries(trpc.loja.pathFilter());
    onFechar();
  };
  const aoFalhar = (e: unknown) => toast.error(mensagemDeErro(e, MSG.configuracaoLoja.erroSalvar));
  const criar = useMutation(
    trpc.loja.artista.create.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const atualizar = useMutation(
    trpc.loja.artista.update.mutationOptions({ onSuccess: aoSalvar, onError: aoFalhar }),
  );
  const salvando = criar.isPending || atualizar.isPending;

  const salvar = async () => {
    const dataUrl = imagem ? await lerComoDataUrl(imagem.arquivo) : undefined;
    const comum = { nome: v.nome, categoria: v.categoria || undefined, descricao: v.descricao };
    const idUsuario = v.idUsuario ? Number(v.idUsuario) : undefined;
    const r = alvo.current
      ? artistaEdicaoSchema.safeParse({
          ...comum,
          id: alvo.current.id,
          slug: v.slug,
          imagem: dataUrl,
          ...(operador && idUsuario ? { id_usuario: idUsuario } : {}),
        })
      : artistaInputSchema.safeParse({ ...comum, id_usuario: idUsuario, imagem: dataUrl ?? '' });
    if (!r.success) {
      const novos: Erros = {};
      for (const i of r.error.issues) novos[i.path[0] as keyof Erros] ??= i.message;
      setErros(novos);
      return;
    }
    setErros({});
    if ('id' in r.data) atualizar.mutate(r.data);
    else criar.mutate(r.data);
  };

  const preview = imagem?.url ?? (alvo.current?.imagem ? urlLocal(alvo.current.imagem) : null);
  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      persistent
      maxWidth="2xl"
      title={editando ? 'Editar Artista' : 'Novo Artista'}
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button type="submit" form="form-artista" loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="form-artista"
        noValidate
        className="grid gap-5 sm:grid-cols-[12rem_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          void salvar();
        }}
      >
        <CampoImagem
          rotulo="Foto do artista"
          orientacao="Quadrada, PNG, JPG, GIF ou WEBP, até 2MB."
          preview={preview}
          proporcao="aspect-square"
          obrigatorio
          erro={erros.imagem}
          onEscolher={(arquivo) => setImagem({ arquivo, url: URL.createObjectURL(arquivo) })}
        />
        <div className="space-y-4">
          {operador && (
            <SelectField
              label="Assessor"
              required
              placeholder={assessores.isPending ? 'Carregando...' : 'Selecione um assessor'}
              options={opcoesAssessor}
              value={v.idUsuario}
              onChange={(e) => mudar('idUsuario', e.target.value)}
              error={erros.id_usuario}
              hint={
                assessores.data && opcoesAssessor.length === 0
                  ? 'Todos os assessores já têm uma loja: cadastre um novo em Assessores.'
                  : undefined
              }
            />
          )}
          <TextField
            label="Nome"
            required
            maxLength={120}
            value={v.nome}
            onChange={(e) => {
              mudar('nome', e.target.value);
            }}
            error={erros.nome}
          />
          <SelectField
            label="Categoria"
            required
            placeholder="Selecione uma categoria"
            options={CATEGORIAS_ARTISTA.map((c) => ({ value: c, label: c }))}
            value={v.categoria}
            onChange={(e) => mudar('categoria', e.target.value)}
            error={erros.categoria}
          />
          {editando && (
            <TextField
              label="Link"
              required
              maxLength={80}
              value={v.slug}
              onChange={(e) => mudar('slug', normalizarSlug(e.target.value))}
              error={erros.slug}
              hint="Letras minúsculas, números e hífen."
            />
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="artista-descricao" className="text-sm font-medium text-slate-700">
              Descrição
              <span className="ml-0.5 text-rose-600" aria-hidden="true">
                *
              </span>
            </label>
            <textarea
              id="artista-descricao"
              rows={4}
              maxLength={2000}
              value={v.descricao}
              onChange={(e) => mudar('descricao', e.target.value)}
              aria-invalid={erros.descricao ? true : undefined}
              aria-describedby={erros.descricao ? 'artista-descricao-erro' : undefined}
              className="rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/30 md:text-sm"
            />
            {erros.descricao && (
              <p id="artista-descricao-erro" role="alert" className="text-xs font-medium text-rose-600">
                {erros.descricao}
              </p>
            )}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
