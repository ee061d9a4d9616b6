/**
 * Draws the app icons (PNG) from the product's mark, the same geometry as public/icon.svg: a
 * white cross on a teal square. No dependency: the shapes are sampled 4×4 per pixel and
 * written as PNG with node:zlib. Run after changing the mark:
 *
 *   node apps/web/scripts/gerar-icones.mjs
 *
 * - pwa-192.png, pwa-512.png: "any" icons, the rounded square of icon.svg.
 * - pwa-maskable-192.png, pwa-maskable-512.png: full-bleed teal (the platform cuts its own
 *   shape); the cross spans the middle 50%, inside the 80% safe zone of a maskable icon.
 * - apple-touch-icon.png (180): full-bleed too, iOS rounds the corners itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const TEAL = [0x0d, 0x94, 0x88];
const BRANCO = [0xff, 0xff, 0xff];

/** In the 512-unit space of icon.svg: the cross (two bars) and the rounded square (rx 112). */
const naCruz = (x, y) =>
  (x >= 216 && x <= 296 && y >= 128 && y <= 384) || (y >= 216 && y <= 296 && x >= 128 && x <= 384);
function noQuadrado(x, y, raio) {
  if (x < 0 || y < 0 || x > 512 || y > 512) return false;
  const cx = Math.min(Math.max(x, raio), 512 - raio);
  const cy = Math.min(Math.max(y, raio), 512 - raio);
  return (x - cx) ** 2 + (y - cy) ** 2 <= raio ** 2;
}

function desenhar(tamanho, raio) {
  const AMOSTRAS = 4;
  const linhas = [];
  for (let py = 0; py < tamanho; py++) {
    const linha = Buffer.alloc(1 + tamanho * 4); // filter byte 0, then RGBA
    for (let px = 0; px < tamanho; px++) {
      let fundo = 0;
      let cruz = 0;
      for (let sy = 0; sy < AMOSTRAS; sy++) {
        for (let sx = 0; sx < AMOSTRAS; sx++) {
          const x = ((px + (sx + 0.5) / AMOSTRAS) * 512) / tamanho;
          const y = ((py + (sy + 0.5) / AMOSTRAS) * 512) / tamanho;
          if (!noQuadrado(x, y, raio)) continue;
          fundo++;
          if (naCruz(x, y)) cruz++;
        }
      }
      const total = AMOSTRAS * AMOSTRAS;
      const alfa = fundo / total;
      const t = fundo ? cruz / fundo : 0;
      const cor = TEAL.map((c, i) => Math.round(c * (1 - t) + BRANCO[i] * t));
      linha.set([...cor, Math.round(alfa * 255)], 1 + px * 4);
    }
    linhas.push(linha);
  }
  return png(tamanho, Buffer.concat(linhas));
}

const TABELA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = TABELA_CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function bloco(tipo, dados) {
  const tam = Buffer.alloc(4);
  tam.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tam, corpo, crc]);
}
function png(tamanho, bruto) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(tamanho, 0);
  ihdr.writeUInt32BE(tamanho, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', zlib.deflateSync(bruto, { level: 9 })),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

const ICONES = [
  ['pwa-192.png', 192, 112],
  ['pwa-512.png', 512, 112],
  ['pwa-maskable-192.png', 192, 0],
  ['pwa-maskable-512.png', 512, 0],
  ['apple-touch-icon.png', 180, 0],
];
for (const [nome, tamanho, raio] of ICONES) {
  fs.writeFileSync(path.join(PUBLIC, nome), desenhar(tamanho, raio));
  console.info(`${nome} (${tamanho}×${tamanho})`);
}
