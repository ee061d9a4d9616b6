import { MSG } from '@clinica/contracts/mensagens';
import { somenteDigitos, validarCelular, validarCpf, validarEmail } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { MaskedInput } from '@clinica/ui/masked-input';
import { TextField } from '@clinica/ui/text-field';
import { type FormEvent, useState } from 'react';

export type DadosPaciente = {
  nome: string;
  celular: string;
  email: string | null;
  cpf: string | null;
  consentimento: true;
  aceita_marketing: boolean;
  site: string;
};

type Campos = { nome: string; celular: string; email: string; cpf: string; site: string };
type Erros = Partial<Record<keyof Campos | 'consentimento', string>>;

const P = MSG.agendamentoPublico;

/** The domain's own checks, so the page says what the server would refuse before it is sent. */
function validar(c: Campos, aceito: boolean): Erros {
  const e: Erros = {};
  if (!c.nome.trim()) e.nome = MSG.geral.campoObrigatorio;
  if (!somenteDigitos(c.celular)) e.celular = MSG.geral.campoObrigatorio;
  else if (!validarCelular(c.celular, '55')) e.celular = P.celularInvalido;
  if (c.email.trim() && !validarEmail(c.email.trim())) e.email = MSG.pacientes.emailInvalido;
  if (somenteDigitos(c.cpf) && !validarCpf(somenteDigitos(c.cpf))) e.cpf = MSG.pacientes.cpfInvalido;
  if (!aceito) e.consentimento = P.consentimentoObrigatorio;
  return e;
}

/**
 * Who is booking: name, WhatsApp, optional e-mail and CPF, the consent line (the server's
 * text, stored with the booking) and, apart, the unticked box for birthday and clinic news. `site` is the honeypot: off-screen, out of the tab order and
 * hidden from screen readers, so only a bot fills it.
 */
export function DadosAgendamento(p: {
  consentimento: string;
  caixaMarketing: string;
  enviando: boolean;
  erro: string | null;
  onEnviar: (d: DadosPaciente) => void;
}) {
  const [c, setC] = useState<Campos>({ nome: '', celular: '', email: '', cpf: '', site: '' });
  const [aceito, setAceito] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [erros, setErros] = useState<Erros>({});
  const mudar = (k: keyof Campos) => (v: string) => {
    setC((a) => ({ ...a, [k]: v }));
    setErros(({ [k]: _resolvido, ...resto }) => resto);
  };
  const enviar = (ev: FormEvent) => {
    ev.preventDefault();
    const e = validar(c, aceito);
    setErros(e);
    if (Object.keys(e).length > 0) return;
    p.onEnviar({
      nome: c.nome.trim(),
      celular: somenteDigitos(c.celular),
      email: c.email.trim() || null,
      cpf: somenteDigitos(c.cpf) || null,
      consentimento: true,
      aceita_marketing: marketing,
      site: c.site,
    });
  };
  return (
    <form noValidate onSubmit={enviar} className="space-y-4">
      <AlertaFormulario mensagem={p.erro} />
      <TextField
        label="Nome completo"
        required
        autoComplete="name"
        maxLength={150}
        value={c.nome}
        onChange={(e) => mudar('nome')(e.target.value)}
        error={erros.nome}
      />
      <MaskedInput
        mask="whatsapp"
        label="WhatsApp"
        required
        inputMode="tel"
        autoComplete="tel-national"
        value={c.celular}
        onValueChange={(v) => mudar('celular')(v)}
        error={erros.celular}
        hint="Com DDD. É por ele que a clínica fala com você."
      />
      <TextField
        label="E-mail (opcional)"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={c.email}
        onChange={(e) => mudar('email')(e.target.value)}
        error={erros.email}
      />
      <MaskedInput
        mask="cpf"
        label="CPF (opcional)"
        value={c.cpf}
        onValueChange={(v) => mudar('cpf')(v)}
        error={erros.cpf}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Site
          <input
            name="site"
            tabIndex={-1}
            autoComplete="off"
            value={c.site}
            onChange={(e) => mudar('site')(e.target.value)}
          />
        </label>
      </div>
      <div className="space-y-1">
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={aceito}
            onChange={(e) => {
              setAceito(e.target.checked);
              setErros(({ consentimento: _r, ...resto }) => resto);
            }}
            aria-invalid={erros.consentimento ? true : undefined}
            aria-describedby={erros.consentimento ? 'consentimento-erro' : undefined}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-500"
          />
          <span>{p.consentimento}</span>
        </label>
        {erros.consentimento && (
          <p id="consentimento-erro" className="text-sm text-rose-600">
            {erros.consentimento}
          </p>
        )}
      </div>
      {/* Marketing is asked apart from the booking, unticked, and never required (LGPD art. 8). */}
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={marketing}
          onChange={(e) => setMarketing(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-500"
        />
        <span>{p.caixaMarketing}</span>
      </label>
      <Button type="submit" loading={p.enviando} className="w-full">
        Confirmar agendamento
      </Button>
    </form>
  );
}
