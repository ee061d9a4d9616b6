import { IMAGENS_OBRIGATORIAS, type ImagemLoja, type Loja, MSG } from '@clinica/contracts';
import { normalizarSlug } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { MaskedInput } from '@clinica/ui/masked-input';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { enviarFormulario, FalhaRest } from '../../../lib/arquivos-rest';
import { type CamposLoja, camposDe, conferirCampos, type ErrosLoja, formularioDe } from './campos-loja';
import { SecaoEnderecoLoja } from './secao-endereco-loja';
import { type MudancaImagem, type MudancasImagens, SecaoImagensLoja } from './secao-imagens-loja';
import { useSlugLivre } from './use-slug-livre';

const C = MSG.configuracaoLoja;

type Props = { loja: Loja; onSalva: (l: Loja) => void };

/**
 * The store settings form (spec 03 §2, §8): name, CPF (read-only once saved), link with its live
 * check, social links, address with CEP lookup, and the pictures. Saved in one multipart request
 * (the pictures stream to the server's storage), 'Informações salvas com sucesso!'.
 */
export function FormularioLoja({ loja, onSalva }: Props) {
  const [v, setV] = useState<CamposLoja>(() => camposDe(loja));
  const [imagens, setImagens] = useState<MudancasImagens>({});
  const [erros, setErros] = useState<ErrosLoja>({});
  const [faltando, setFaltando] = useState<Set<ImagemLoja>>(new Set());
  const [salvando, setSalvando] = useState(false);
  const mudar = (k: keyof CamposLoja, valor: string) => setV((a) => ({ ...a, [k]: valor }));
  const slug = useSlugLivre(v.slug, loja.id);
  const cpfSalvo = loja.cpf !== null;

  const mudarImagem = (campo: ImagemLoja, m: MudancaImagem | undefined) => {
    // The preview of a file chosen before and now replaced is let go.
    const anterior = imagens[campo];
    if (anterior && anterior !== 'delete') URL.revokeObjectURL(anterior.url);
    setImagens((a) => ({ ...a, [campo]: m }));
    setFaltando((f) => new Set([...f].filter((c) => c !== campo)));
  };

  const salvar = async () => {
    const novosErros = conferirCampos(v, C);
    const semImagem = new Set(
      IMAGENS_OBRIGATORIAS.filter((c) => imagens[c] === 'delete' || (!imagens[c] && !loja.imagens[c])),
    );
    setErros(novosErros);
    setFaltando(semImagem);
    if (Object.keys(novosErros).length > 0 || semImagem.size > 0) {
      toast.error(novosErros.cpf === C.cpfInvalido ? C.cpfInvalido : C.preenchaTodos);
      return;
    }
    const form = formularioDe(v);
    for (const [campo, m] of Object.entries(imagens)) {
      if (m === 'delete') form.append(campo, 'delete');
      else if (m) form.append(campo, m.arquivo, m.arquivo.name);
    }
    setSalvando(true);
    try {
      const salva = await enviarFormulario<Loja>('PUT', '/api/loja/configuracao', form, C.erroSalvar);
      toast.success(C.salvo);
      setImagens({});
      onSalva(salva);
    } catch (e) {
      toast.error(e instanceof FalhaRest && e.status >= 400 && e.status < 500 ? e.message : C.erroSalvar);
    } finally {
      setSalvando(false);
    }
  };

  const situacaoSlug =
    slug.livre === true ? (
      <span className="inline-flex items-center gap-1 text-emerald-700">
        <CheckCircleIcon className="size-4" aria-hidden="true" /> {C.linkDisponivel}
      </span>
    ) : slug.livre === false && normalizarSlug(v.slug) ? (
      <span className="inline-flex items-center gap-1 text-rose-700">
        <XCircleIcon className="size-4" aria-hidden="true" /> {C.linkIndisponivel}
      </span>
    ) : slug.verificando ? (
      'Verificando...'
    ) : null;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
    >
      <Card title="Dados da loja">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nome da loja"
            required
            maxLength={120}
            value={v.nome}
            onChange={(e) => mudar('nome', e.target.value)}
            error={erros.nome}
          />
          <MaskedInput
            mask="cpf"
            label="CPF"
            required
            value={v.cpf}
            onValueChange={(m) => mudar('cpf', m)}
            disabled={cpfSalvo}
            error={erros.cpf}
            hint={cpfSalvo ? 'O CPF não pode ser alterado depois de salvo.' : undefined}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Link da loja"
              required
              maxLength={80}
              value={v.slug}
              onChange={(e) => mudar('slug', normalizarSlug(e.target.value))}
              error={
                erros.slug ??
                (slug.livre === false && normalizarSlug(v.slug) ? C.linkIndisponivel : undefined)
              }
              hint="Apenas letras minúsculas, números e hífen."
            />
            <p className="mt-1.5 min-h-5 text-xs font-medium" aria-live="polite">
              {situacaoSlug}
            </p>
          </div>
        </div>
      </Card>
      <Card title="Redes sociais">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Facebook"
            type="url"
            placeholder="https://facebook.com/sualoja"
            value={v.link_facebook}
            onChange={(e) => mudar('link_facebook', e.target.value)}
          />
          <TextField
            label="Instagram"
            type="url"
            placeholder="https://instagram.com/sualoja"
            value={v.link_instagram}
            onChange={(e) => mudar('link_instagram', e.target.value)}
          />
          <TextField
            label="TikTok"
            type="url"
            placeholder="https://tiktok.com/@sualoja"
            value={v.link_tiktok}
            onChange={(e) => mudar('link_tiktok', e.target.value)}
          />
          <MaskedInput
            mask="whatsapp"
            label="WhatsApp"
            value={v.whatsapp}
            onValueChange={(m) => mudar('whatsapp', m)}
            hint="O código do Brasil (55) é acrescentado ao salvar."
          />
        </div>
      </Card>
      <SecaoEnderecoLoja v={v} mudar={mudar} />
      <Card title="Imagens" description="Logo e banners da vitrine da loja.">
        <SecaoImagensLoja loja={loja} mudancas={imagens} onMudar={mudarImagem} faltando={faltando} />
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={salvando} disabled={slug.livre !== true}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
