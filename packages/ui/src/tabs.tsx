import { clsx } from 'clsx';
import { type ComponentType, type KeyboardEvent, type SVGProps, useId, useRef } from 'react';

export interface TabItem<K extends string = string> {
  key: K;
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}

export interface TabsProps<K extends string = string> {
  tabs: TabItem<K>[];
  selected: K;
  onChange: (key: K) => void;
  /** Rótulo acessível da lista de abas. */
  label?: string;
  className?: string;
}

/** Id do botão da aba, para o painel do chamador usar em `aria-labelledby`. */
export const tabId = (prefix: string, key: string) => `${prefix}-aba-${key}`;

export function Tabs<K extends string>({ tabs, selected, onChange, label, className }: TabsProps<K>) {
  const prefix = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const atual = tabs.findIndex((t) => t.key === selected);
    let prox: number | null = null;
    if (e.key === 'ArrowRight') prox = (atual + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') prox = (atual - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') prox = 0;
    else if (e.key === 'End') prox = tabs.length - 1;
    const alvo = prox === null ? undefined : tabs[prox];
    if (!alvo) return;
    e.preventDefault();
    onChange(alvo.key);
    const el = refs.current.get(alvo.key);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div className={clsx('border-b border-slate-200', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        // On a phone the tabs are a grid of up to three columns (icon over label), never a strip
        // that scrolls sideways; the column count is ignored while the list is a flex row.
        style={{ gridTemplateColumns: `repeat(${Math.min(3, tabs.length)}, minmax(0, 1fr))` }}
        className="scrollbar-none -mb-px flex gap-1 overflow-x-auto max-md:grid max-md:overflow-visible sm:gap-2"
      >
        {tabs.map((t) => {
          const ativa = t.key === selected;
          const Icon = t.icon;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) refs.current.set(t.key, el);
                else refs.current.delete(t.key);
              }}
              id={tabId(prefix, t.key)}
              type="button"
              role="tab"
              aria-selected={ativa}
              tabIndex={ativa ? 0 : -1}
              onClick={() => onChange(t.key)}
              className={clsx(
                'inline-flex shrink-0 items-center gap-2 rounded-t-md border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors',
                'max-md:min-h-11 max-md:flex-col max-md:justify-center max-md:gap-1 max-md:px-1 max-md:py-2 max-md:text-center max-md:text-xs max-md:whitespace-normal',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-inset',
                ativa
                  ? 'border-teal-600 text-teal-700 max-md:bg-teal-50/60'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
              )}
            >
              {Icon ? (
                <Icon
                  className={clsx('size-5', ativa ? 'text-teal-600' : 'text-slate-400')}
                  aria-hidden="true"
                />
              ) : null}
              {t.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
