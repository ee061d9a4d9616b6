import zlib from 'node:zlib';

/** A real PNG of `largura`×`altura` in one colour with a darker band (the store journey's pictures). */
export function pngSolido(largura: number, altura: number, rgb: [number, number, number]): Buffer {
  const bloco = (tipo: string, dados: Buffer) => {
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(dados.length);
    const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(corpo));
    return Buffer.concat([tamanho, corpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const linhas: Buffer[] = [];
  for (let y = 0; y < altura; y++) {
    const linha = Buffer.alloc(1 + largura * 3);
    const faixa = y > altura * 0.6 && y < altura * 0.75;
    for (let x = 0; x < largura; x++) {
      const f = faixa ? 0.6 : 1;
      linha.set(
        rgb.map((c) => Math.round(c * f)),
        1 + x * 3,
      );
    }
    linhas.push(linha);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', zlib.deflateSync(Buffer.concat(linhas))),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}
