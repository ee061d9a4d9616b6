import { IMAGENS_OBRIGATORIAS, type ImagemLoja, type Loja, MSG } from '@clinica/contracts';
import { normalizarSlug } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoMascara, CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { erroServidor } from '@clinica/ui/form-dialog';
import { toast } from '@clinica/ui/toast';
import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { enviarFormulario } from '../../../lib/arquivos-rest';
import { zodResolver } from '../../../lib/resolver-zod';
import { useSalvar } from '../../../lib/use-salvar';
import { type CamposLoja, camposDe, type DadosLoja, formularioDe, lojaForm } from './campos-loja';
import { SecaoEnderecoLoja } from './secao-endereco-loja';
import { type MudancaImagem, type MudancasImagens, SecaoImagensLoja } from './secao-imagens-loja';
import { useSlugLivre } from './use-slug-livre';

const C = MSG.configuracaoLoja;

/**
 * The toast of a save that can't go yet: the spec's 'Preencha todos os campos' naming what is
 * missing (issue 40: the seeded demo store has no logo nor banner, and the bare sentence left its
 * owner guessing), or the CPF's own message.
 */
function avisoDoQueFalta(erros: FieldErrors<CamposLoja>, semImagem: ReadonlySet<ImagemLoja>) {
  if (erros.cpf?.message === C.cpfInvalido) return C.cpfInvalido;
  const faltam = [
    ...(['nome', 'cpf', 'slug'] as const).filter((k) => erros[k]).map((k) => C.rotulos[k]),
    ...IMAGENS_OBRIGATORIAS.filter((c) => semImagem.has(c)).map((c) => C.rotulos[c]),
  ];
  return faltam.length > 0 ? C.faltam(faltam) : C.preenchaTodos;
}

type Props = { loja: Loja; onSalva: (l: Loja) => void };

/**
 * The store settings form (spec 03 §2, §8): name, CPF (read-only once saved), link with its live
 * check, social links, address with CEP lookup, and the pictures. Saved in one multipart request
 * (the pictures stream to the server's storage), 'Informações salvas com sucesso!'.
 */
export function FormularioLoja({ loja, onSalva }: Props) {
  const form = useForm<CamposLoja, unknown, DadosLoja>({
    resolver: zodResolver(lojaForm),
    defaultValues: camposDe(loja),
  });
  const [imagens, setImagens] = useState<MudancasImagens>({});
  const [faltando, setFaltando] = useState<Set<ImagemLoja>>(new Set());
  const slugDigitado = useWatch({ control: form.control, name: 'slug' });
  const slug = useSlugLivre(slugDigitado, loja.id);
  const cpfSalvo = loja.cpf !== null;

  const mudarImagem = (campo: ImagemLoja, m: MudancaImagem | undefined) => {
    // The preview of a file chosen before and now replaced is let go.
    const anterior = imagens[campo];
    if (anterior && anterior !== 'delete') URL.revokeObjectURL(anterior.url);
    setImagens((a) => ({ ...a, [campo]: m }));
    setFaltando((f) => new Set([...f].filter((c) => c !== campo)));
  };
  /** The required pictures (logo, first banner) are the form's too: missing ones are marked. */
  const conferirImagens = () => {
    const semImagem = new Set(
      IMAGENS_OBRIGATORIAS.filter((c) => imagens[c] === 'delete' || (!imagens[c] && !loja.imagens[c])),
    );
    setFaltando(semImagem);
    return semImagem;
  };

  const salvar = useSalvar({
    form,
    salvar: (dados: DadosLoja) => {
      const corpo = formularioDe(dados);
      for (const [campo, m] of Object.entries(imagens)) {
        if (m === 'delete') corpo.append(campo, 'delete');
        else if (m) corpo.append(campo, m.arquivo, m.arquivo.name);
      }
      return enviarFormulario<Loja>('PUT', '/api/loja/configuracao', corpo, C.erroSalvar);
    },
    sucesso: C.salvo,
    erro: C.erroSalvar,
    aoSalvar: (salva) => {
      setImagens({});
      onSalva(salva);
    },
  });

  const situacaoSlug =
    slug.livre === true ? (
      <span className="inline-flex items-center gap-1 text-emerald-700">
        <CheckCircleIcon className="size-4" aria-hidden="true" /> {C.linkDisponivel}
      </span>
    ) : slug.livre === false && normalizarSlug(slugDigitado) ? (
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
      onSubmit={form.handleSubmit(
        (dados) => {
          const semImagem = conferirImagens();
          if (semImagem.size === 0) return salvar.enviar(dados);
          toast.error(avisoDoQueFalta({}, semImagem));
        },
        (erros) => toast.error(avisoDoQueFalta(erros, conferirImagens())),
      )}
    >
      <AlertaFormulario mensagem={erroServidor(form.formState.errors)} />
      <Card title="Dados da loja">
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoTexto form={form} nome="nome" label="Nome da loja" required maxLength={120} />
          <CampoMascara
            form={form}
            nome="cpf"
            mask="cpf"
            label="CPF"
            required
            disabled={cpfSalvo}
            hint={cpfSalvo ? 'O CPF não pode ser alterado depois de salvo.' : undefined}
          />
          <div className="sm:col-span-2">
            <CampoTexto
              form={form}
              nome="slug"
              label="Link da loja"
              required
              maxLength={80}
              filtro={normalizarSlug}
              error={slug.livre === false && normalizarSlug(slugDigitado) ? C.linkIndisponivel : undefined}
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
          <CampoTexto
            form={form}
            nome="link_facebook"
            label="Facebook"
            type="url"
            placeholder="https://facebook.com/sualoja"
          />
          <CampoTexto
            form={form}
            nome="link_instagram"
            label="Instagram"
            type="url"
            placeholder="https://instagram.com/sualoja"
          />
          <CampoTexto
            form={form}
            nome="link_tiktok"
            label="TikTok"
            type="url"
            placeholder="https://tiktok.com/@sualoja"
          />
          <CampoMascara
            form={form}
            nome="whatsapp"
            mask="whatsapp"
            label="WhatsApp"
            hint="O código do Brasil (55) é acrescentado ao salvar."
          />
        </div>
      </Card>
      <SecaoEnderecoLoja form={form} />
      <Card title="Imagens" description="Logo e banners da vitrine da loja.">
        <SecaoImagensLoja loja={loja} mudancas={imagens} onMudar={mudarImagem} faltando={faltando} />
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={salvar.salvando} disabled={slug.livre !== true}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
