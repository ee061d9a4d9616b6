import { getStroke } from 'perfect-freehand';
import { type PointerEvent, type Ref, useImperativeHandle, useRef, useState } from 'react';

type Ponto = [number, number, number];

export type AssinaturaPadHandle = {
  vazio: () => boolean;
  limpar: () => void;
  /** PNG data URL of the drawing on a white background, the pad's size (device pixels). */
  exportarPng: () => string;
};

const OPCOES = { size: 4, thinning: 0.6, smoothing: 0.5, streamline: 0.5, simulatePressure: true };

/** perfect-freehand's outline points as an SVG path (quadratic curves through the midpoints). */
function caminho(pontos: Ponto[]): string {
  const contorno = getStroke(pontos, OPCOES);
  if (contorno.length === 0) return '';
  const d = contorno.reduce<(string | number)[]>(
    (acc, [x0, y0], i, arr) => {
      const [x1, y1] = arr[(i + 1) % arr.length]!;
      acc.push(x0!, y0!, (x0! + x1!) / 2, (y0! + y1!) / 2);
      return acc;
    },
    ['M', ...contorno[0]!, 'Q'],
  );
  return `${d.join(' ')} Z`;
}

/**
 * A signature surface that works with a finger, a pen or a mouse (pointer events,
 * touch-action none so the page doesn't scroll while signing). Full width, 200 px high.
 */
export function AssinaturaPad({
  ref,
  rotulo = 'Área de assinatura',
}: {
  ref?: Ref<AssinaturaPadHandle>;
  rotulo?: string;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [tracos, setTracos] = useState<Ponto[][]>([]);
  const atual = useRef<Ponto[] | null>(null);

  const ponto = (e: PointerEvent<SVGSVGElement>): Ponto => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top, e.pressure || 0.5];
  };

  useImperativeHandle(ref, () => ({
    vazio: () => tracos.length === 0,
    limpar: () => setTracos([]),
    exportarPng: () => {
      const el = svg.current!;
      const { width, height } = el.getBoundingClientRect();
      const escala = Math.min(window.devicePixelRatio || 1, 2);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * escala);
      canvas.height = Math.round(height * escala);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.scale(escala, escala);
      ctx.fillStyle = '#0f172a';
      for (const t of tracos) ctx.fill(new Path2D(caminho(t)));
      return canvas.toDataURL('image/png');
    },
  }));

  return (
    <svg
      ref={svg}
      role="img"
      aria-label={rotulo}
      className="block h-[200px] w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-300 bg-white"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        atual.current = [ponto(e)];
        setTracos((ts) => [...ts, atual.current!]);
      }}
      onPointerMove={(e) => {
        if (!atual.current || e.buttons === 0) return;
        atual.current = [...atual.current, ponto(e)];
        const traco = atual.current;
        setTracos((ts) => [...ts.slice(0, -1), traco]);
      }}
      onPointerUp={() => {
        atual.current = null;
      }}
    >
      {tracos.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: strokes are only ever appended or all cleared
        <path key={i} d={caminho(t)} fill="#0f172a" />
      ))}
    </svg>
  );
}
