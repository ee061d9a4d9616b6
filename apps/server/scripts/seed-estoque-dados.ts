/**
 * The stock seed's data (seed-estoque.ts): a catalogue of clinic and dental supplies, and the
 * deterministic generator of products and of their movements, replayed through the domain's
 * own stock rules (estoque/custo, estoque/lotes) so every row is what the service would write.
 */
import {
  aplicarEntrada,
  aplicarSaida,
  consumirLotes,
  custoMedio,
  type Lote,
  normalizarBusca,
  type SaldoEstoque,
  somarDias,
} from '@clinica/domain';

/**
 * 'base; variants|…; brands|…; unit cost in cents min-max; lot size min-max; V if it expires'.
 * One string per item (not nested arrays) so the list stays one line per item; every
 * variant × brand is a product name, so the names are unique by construction.
 */
const CATALOGO = [
  'Luva de procedimento látex; PP cx 100 un|P cx 100 un|M cx 100 un|G cx 100 un; Descarpack|Supermax|Talge|Maxicor|Procare|Medix|Danny|Lemgruber|Unigloves|Mucambo; 2500-5500; 5-40; V',
  'Luva de procedimento nitrílica; PP cx 100 un|P cx 100 un|M cx 100 un|G cx 100 un|XG cx 100 un; Supermax|Descarpack|Talge|Maxicor|Medix|Unigloves|Nugard|Volk; 3000-7000; 5-40; V',
  'Luva cirúrgica estéril; nº 6,5 par|nº 7,0 par|nº 7,5 par|nº 8,0 par|nº 8,5 par; Sempermed|Descarpack|Maxicor|Lemgruber|Mucambo|Supermax; 150-450; 20-200; V',
  'Máscara descartável tripla; cx 50 un|cx 100 un|infantil cx 50 un; Descarpack|Talge|Protdesc|Medix|Nugard|Cremer|Elbow|SSPlus; 1200-4500; 5-30; -',
  'Máscara PFF2 (N95); sem válvula|com válvula|dobrável; 3M|Delta Plus|Descarpack|Kalipso|Air Safety|Plastcor; 250-1200; 10-100; -',
  'Gorro descartável sanfonado; branco pct 100 un|azul pct 100 un|rosa pct 100 un; Descarpack|Talge|Protdesc|Medix|Nugard|SSPlus; 1500-3500; 2-15; -',
  'Avental descartável manga longa; gramatura 30 pct 10 un|gramatura 40 pct 10 un|gramatura 50 pct 10 un; Descarpack|Talge|Protdesc|Medix|SSPlus; 2500-6000; 2-15; -',
  'Gaze hidrófila; 7,5 x 7,5 cm 9 fios pct 500 un|7,5 x 7,5 cm 11 fios pct 500 un|7,5 x 7,5 cm 13 fios pct 500 un|estéril 7,5 x 7,5 cm pct 10 un; Cremer|América Medical|Neve|Apolo|Ortoplus|Medi House|Nutriex; 150-4500; 5-50; V',
  'Algodão em rolete; nº 1 pct 100 un|nº 2 pct 100 un; Cremer|Apolo|SSPlus|Nathalya|Topz; 300-1200; 5-40; -',
  'Sugador descartável; pct 40 un|colorido pct 40 un|pct 100 un; SSPlus|Indusbello|Maquira|Prevent|Maxxi|Ultradent|Biodinâmica; 600-2000; 5-40; -',
  'Babador descartável; pct 100 un|impermeável pct 100 un; SSPlus|Descarpack|Protdesc|Talge|Medix|Cremer; 1500-4000; 2-20; -',
  'Seringa descartável; 1 ml cx 100 un|3 ml cx 100 un|5 ml cx 100 un|10 ml cx 100 un|20 ml cx 50 un; BD|Descarpack|SR|Injex|Medix|Labor Import; 1500-6000; 2-20; V',
  'Agulha gengival; curta 30G cx 100 un|extracurta 30G cx 100 un|longa 27G cx 100 un; Procare|Injex|Septoject|Unoject|Maxicor|DFL; 3500-9000; 2-15; V',
  'Agulha hipodérmica; 25 x 7 cx 100 un|30 x 8 cx 100 un|40 x 12 cx 100 un|13 x 4,5 cx 100 un; BD|Descarpack|SR|Injex|Labor Import; 1200-3500; 2-15; V',
  'Anestésico; lidocaína 2% com epinefrina 1:100.000 cx 50 tubetes|lidocaína 2% sem vasoconstritor cx 50 tubetes|mepivacaína 3% sem vasoconstritor cx 50 tubetes|mepivacaína 2% com epinefrina cx 50 tubetes|articaína 4% com epinefrina 1:100.000 cx 50 tubetes|articaína 4% com epinefrina 1:200.000 cx 50 tubetes|prilocaína 3% com felipressina cx 50 tubetes|bupivacaína 0,5% com epinefrina cx 50 tubetes; DFL|Nova DFL|SS White|Septodont|Cristália|Hypofarma; 9000-25000; 1-12; V',
  'Anestésico tópico benzocaína 20% gel 12 g; tutti-frutti|morango|menta|uva|cereja|banana; DFL|Nova DFL|SS White|Maquira|Iodontosul; 1000-2500; 2-12; V',
  'Resina composta seringa 4 g; cor A1|cor A2|cor A3|cor A3,5|cor B1|cor B2|cor C2|cor EA2|cor DA3|cor OA2|cor BL|cor WE; Z100 3M|Z350 XT 3M|Z250 3M|Filtek Bulk Fill 3M|Vittra APS FGM|Opallis FGM|Llis FGM|Charisma Diamond Kulzer|Tetric N-Ceram Ivoclar|Empress Direct Ivoclar|Forma Ultradent|Spectra Smart Dentsply|Natural Look DFL|Aura SDI|Harmonize Kerr; 4000-25000; 1-8; V',
  'Resina flow seringa 2 g; cor A1|cor A2|cor A3|cor A3,5|cor B1|cor OA2|cor BL; Z350 XT Flow 3M|Opallis Flow FGM|Tetric N-Flow Ivoclar|Natural Flow DFL|Top Comfort FGM|Vittra Unique FGM|Permaflo Ultradent; 2500-9000; 1-8; V',
  'Adesivo; frasco 4 ml|frasco 5 ml|frasco 6 ml; Single Bond Universal 3M|Ambar Universal FGM|Adper Single Bond 2 3M|Tetric N-Bond Ivoclar|Scotchbond Multiuso 3M|Prime & Bond Dentsply|Clearfil SE Bond Kuraray|Peak Universal Ultradent; 9000-40000; 1-6; V',
  'Ácido fosfórico 37%; seringa 2,5 ml|seringa 3 ml|kit 3 seringas|gel 10 ml; Condac FGM|Ultra-Etch Ultradent|Maquira|Biodinâmica|Scotchbond 3M|Dentsply|Villevie; 500-4500; 2-20; V',
  'Broca diamantada FG; 1011|1012|1012HL|1014|1016|1031|1032|1034|1045|1046|1090|1111|2068|2082|2130|2135|2200|3098|3118|3168|3195|3203|4137|4138; KG Sorensen|Microdont|American Burrs|Fava|Jota|Dentsply Maillefer; 300-2500; 5-30; -',
  'Broca carbide; FG 245|FG 330|FG 2|FG 4|FG 6|CA 4|CA 6|FG Zekrya 23 mm; KG Sorensen|Microdont|Jet Kerr|Komet|Prima Dental|Fava|American Burrs; 800-4500; 3-20; -',
  'Broca multilaminada; FG 7664|FG 7006|FG 9714F|CA 7404; KG Sorensen|Microdont|Jet Kerr|Komet|Prima Dental; 1500-5000; 2-10; -',
  'Lima endodôntica K-File cx 6 un; 15-40 21 mm|15-40 25 mm|45-80 25 mm|nº 08 25 mm|nº 10 21 mm|nº 10 25 mm; Dentsply Maillefer|VDW|Mani|Fava|Kendo; 2500-6000; 2-12; -',
  'Lima rotatória; 21 mm|25 mm|31 mm; ProTaper Next X1|ProTaper Next X2|Reciproc R25|Reciproc R40|WaveOne Gold Primary|Mtwo 25.06|Logic 25.06|X1 Blue 25.06; 15000-40000; 1-6; -',
  'Cone de papel absorvente; 15-40|45-80|nº 25|nº 30|F1|F2; Tanari|Dentsply|Meta Biomed|VDW|Endopoints; 1200-4000; 2-10; -',
  'Cone de guta-percha; 15-40|45-80|nº 25|nº 30|F1|F2|acessório FM; Tanari|Dentsply|Meta Biomed|VDW|Endopoints; 1500-5500; 2-10; -',
  'Hipoclorito de sódio; 1% frasco 1 L|2,5% frasco 1 L|5,25% frasco 1 L|1% frasco 500 ml|2,5% frasco 500 ml|5,25% frasco 500 ml; Asfer|Biodinâmica|Iodontosul|Formula & Ação|Maquira|Rioquímica; 800-3500; 2-20; V',
  'Álcool 70%; líquido 1 L|líquido 5 L|gel 500 g|gel 1 kg|spray 500 ml; Asfer|Rioquímica|Tupi|Itajá|Farmax|Prolink|Start; 700-4500; 5-40; V',
  'Clorexidina; 0,12% 1 L|2% 100 ml|2% degermante 1 L|4% degermante 1 L|0,2% gel 100 g; Riohex Rioquímica|Maquira|Asfer|Periogard Colgate|Vic Pharma|Hexidine Farmax; 1200-6000; 2-20; V',
  'Detergente enzimático; 1 L|5 L|tri-enzimático 1 L|tetra-enzimático 5 L; Riozyme Rioquímica|Asfer|Indalabor|Endozime Ruhof|Labmaster; 4000-25000; 1-6; V',
  'Papel grau cirúrgico rolo; 5 cm x 100 m|7,5 cm x 100 m|10 cm x 100 m|15 cm x 100 m|20 cm x 100 m; Amcor|Hospflex|Cristófoli|Protdesc|SteriPack|Kolplast; 2500-12000; 1-8; V',
  'Envelope autosselante para esterilização cx 200 un; 57 x 130 mm|90 x 260 mm|190 x 330 mm|135 x 260 mm|57 x 260 mm; Amcor|Hospflex|Cristófoli|Protdesc|SteriPack|Kolplast; 2500-9000; 1-10; V',
  'Fio de sutura cx 24 un; seda 3-0|seda 4-0|nylon 4-0|nylon 5-0|poliglactina 4-0|poliglactina 5-0|catgut simples 4-0; Ethicon|Shalon|Technofio|Procare|Bioline; 6000-30000; 1-6; V',
  'Cimento de ionômero de vidro; restaurador|forrador|cimentação|fotopolimerizável; Vitremer 3M|Maxxion R FGM|Riva SDI|Vidrion Maquira|Ketac Molar 3M|Fuji IX GC|Vitro Fil DFL; 4000-30000; 1-6; V',
  'Hidróxido de cálcio; PA 10 g|cimento Hydro C|pasta Calen|seringa Ultracal XS; Biodinâmica|Dentsply|SS White|Ultradent|Maquira; 1500-9000; 1-8; V',
  'Fio dental; rolo 500 m|rolo 100 m|com cera 500 m|fita 100 m; Johnson & Johnson|Colgate|Oral-B|Sanifill|Condor|Hillo; 500-3500; 5-40; -',
  'Escova dental; adulto macia|adulto extramacia|infantil|pós-ortodôntica; Colgate|Oral-B|Curaprox|Condor|Tepe|Sanifill; 250-2500; 10-100; -',
  'Pasta profilática 90 g; tutti-frutti|menta|sem flúor|com flúor; Herjos|Maquira|SS White|Villevie|Iodontosul|DFL; 800-2500; 2-15; V',
  'Flúor gel acidulado 1,23% 200 ml; morango|uva|menta|tutti-frutti|neutro; DFL|Nova DFL|Maquira|Iodontosul|SS White; 900-2500; 2-15; V',
  'Gesso 1 kg; pedra tipo III|especial tipo IV|comum tipo II|ortodôntico; Asfer|Herodent|Durone Dentsply|Polidental|Vigodent|Zhermack; 700-6000; 2-20; -',
  'Alginato 410 g; tipo I|tipo II|cromático; Jeltrate Dentsply|Hydrogum Zhermack|Avagel DFL|Orthoprint Zhermack|Vigodent|Coltene|Hydrocolor; 1500-5500; 2-15; V',
  'Silicone de condensação; denso 900 ml|leve 90 ml|kit denso e leve; Zetaplus Zhermack|Speedex Coltene|Optosil Kulzer|Perfil Vigodent|Clonage DFL; 5000-28000; 1-5; V',
  'Moldeira descartável; adulto superior|adulto inferior|infantil superior|infantil inferior; Morelli|Maquira|Indusbello|Prevent; 300-1500; 10-50; -',
  'Lâmina de bisturi cx 100 un; nº 11|nº 12|nº 15|nº 15C|nº 21; Solidor|Lamedid|Swann-Morton|Advantive|Embramed; 2500-9000; 1-6; V',
  'Tira de lixa de poliéster; 4 mm|2,5 mm|serrilhada; TDV|Maquira|KG Sorensen|3M|Microdont; 600-2500; 2-15; -',
  'Matriz de aço; 5 mm|7 mm|rolo 0,05 mm|com fenda; TDV|Microdont|Prisma|Jon; 500-2500; 2-15; -',
  'Cunha de madeira cx 100 un; sortidas|anatômica|reflexiva; TDV|Microdont|Prisma|Jon|Maquira; 900-3500; 1-8; -',
  'Filme PVC para barreira; 28 cm x 300 m|38 cm x 300 m|45 cm x 300 m; Wyda|Goodyear|Rolopac|Plastifilme; 1800-6000; 1-10; -',
  'Filme radiográfico periapical; adulto cx 150|infantil cx 100|oclusal cx 25; Kodak|Carestream|Agfa|Fuji; 15000-40000; 1-4; V',
  'Dique de borracha cx 26 un; médio|azul|verde|sem látex; Madeitex|Sanctuary|Nic Tone|Hygenic; 1500-6000; 1-8; V',
  'Grampo para isolamento; nº 200|nº 201|nº 202|nº 205|nº 206|nº 210|nº 211|nº 212|nº W8A|nº 26; SS White|Golgran|Duflex|Hu-Friedy; 2000-9000; 1-4; -',
  'Espelho bucal; nº 5 plano|nº 5 côncavo|nº 5 de aumento; Golgran|Duflex|SS White|Prisma; 400-2000; 5-30; -',
  'Sonda exploradora; nº 5|nº 23|periodontal milimetrada; Golgran|Duflex|Millennium|Hu-Friedy|Quinelato; 1500-9000; 1-10; -',
  'Sabonete líquido antisséptico; 5 L|1 L refil|espuma 800 ml; Rioquímica|Asfer|Start|Prolink|Farmax; 1500-9000; 2-10; V',
  'Papel toalha interfolhado fardo; 2 dobras 1000 un|3 dobras 2400 un|extra branco 1000 un; Santher|Kimberly-Clark|Softys|Mili|Nobre; 1800-7500; 2-20; -',
  'Clareador dental; peróxido de carbamida 10%|peróxido de carbamida 16%|peróxido de carbamida 22%|peróxido de hidrogênio 35%; Whiteness FGM|Opalescence Ultradent|Pola SDI|White Class FGM; 4000-20000; 1-8; V',
  'Pino de fibra de vidro; nº 0,5|nº 1|nº 2|nº 3; Whitepost FGM|Reforpost Angelus|Exacto Angelus|Rebilda VOCO; 900-4500; 2-20; -',
  'Taça de borracha para profilaxia; CA branca|CA preta|de rosca; Microdont|KG Sorensen|American Burrs|Prima|Jon; 150-800; 10-60; -',
  'Agulha para irrigação endodôntica; NaviTip 29G 21 mm|NaviTip 30G 27 mm|Endo-Eze 27G|Max-I-Probe 30G; Ultradent|Dentsply|Injex|Maquira; 500-3000; 5-30; V',
  'Cimento resinoso dual; translúcido|A1|A2|A3|B0,5|opaco; RelyX U200 3M|Allcem FGM|Variolink N Ivoclar|Panavia V5 Kuraray|Maxcem Kerr|Duo-Link Bisco; 9000-35000; 1-4; V',
  'Elástico ortodôntico intraoral pct 100 un; 1/8 leve|1/8 médio|3/16 médio|1/4 médio|5/16 pesado|3/8 pesado; Morelli|American Orthodontics|Orthometric|Tecnident|Eurodonto|3M Unitek; 300-1500; 5-30; V',
  'Bráquete metálico kit 20 un; Roth 0,022|MBT 0,022|Edgewise 0,022|Roth 0,018|MBT 0,018; Morelli|Orthometric|American Orthodontics|3M Unitek|Eurodonto|Tecnident; 3000-25000; 1-10; -',
  'Fio ortodôntico pct 10 un; NiTi 0,014 superior|NiTi 0,016 superior|NiTi 0,018 inferior|aço 0,018 superior|aço 0,020 inferior|retangular 0,019 x 0,025; Morelli|Orthometric|American Orthodontics|3M Unitek|Eurodonto|Tecnident; 1500-9000; 1-10; -',
  'Ligadura elástica; cinza|transparente|azul|rosa|verde|vermelha|roxa; Morelli|Orthometric|American Orthodontics|Tecnident|Eurodonto; 500-2500; 2-20; V',
  'Implante dentário cone morse; 3,5 x 10 mm|3,5 x 11,5 mm|3,75 x 10 mm|4,0 x 8 mm|4,0 x 11,5 mm|4,3 x 13 mm|5,0 x 10 mm; Neodent|SIN|Straumann|Conexão|Implacil|Nobel Biocare; 15000-40000; 1-6; V',
  'Cicatrizador; 3,3 x 2,5 mm|4,5 x 3,5 mm|4,8 x 4,5 mm; Neodent|SIN|Straumann|Conexão|Implacil|Nobel Biocare; 4000-15000; 1-6; -',
  'Enxerto ósseo bovino; 0,25 g|0,5 g|1 g|granulado fino 0,5 g; Bio-Oss Geistlich|Lumina-Bone Critéria|Bonefill Bionnovation|GenOx Baumer|Endobon Zimmer; 15000-40000; 1-4; V',
  'Membrana de colágeno; 15 x 20 mm|20 x 30 mm|25 x 25 mm; Bio-Gide Geistlich|Lumina-Coat Critéria|GenDerm Baumer|Jason Straumann; 20000-40000; 1-3; V',
  'Esponja hemostática de colágeno cx 10 un; 10 x 10 x 10 mm|1 x 1 cm; Hemospon|Gelfoam Pfizer|Hemostop|Surgicel J&J; 5000-20000; 1-5; V',
  'Soro fisiológico 0,9%; frasco 250 ml|frasco 500 ml|frasco 1 L|ampola 10 ml cx 20; Fresenius Kabi|Baxter|Eurofarma|Equiplex|JP Farma|Samtec; 300-2500; 5-40; V',
  'Água destilada; frasco 1 L|galão 5 L; Asfer|Rioquímica|Equiplex|Farmax|Start|Itajá; 400-2000; 2-20; V',
  'Óculos de proteção; incolor|fumê|com ajuste|de sobrepor; Kalipso|3M|Delta Plus|Carbografite|SSPlus; 800-4500; 2-10; -',
  'Protetor facial; adulto|com viseira articulada|refil de viseira; Kalipso|3M|Delta Plus|Descarpack|SSPlus; 600-3500; 2-10; -',
  'Propé descartável pct 100 un; branco|azul|antiderrapante; Descarpack|Talge|Protdesc|Medix|Nugard|SSPlus; 1200-4500; 2-10; -',
  'Compressa cirúrgica; 45 x 50 cm pct 50|23 x 25 cm pct 50|estéril pct 5; Cremer|América Medical|Neve|Ortoplus|Medi House; 900-9000; 2-20; V',
  'Esparadrapo; 10 cm x 4,5 m|5 cm x 4,5 m|microporoso 2,5 cm x 10 m|microporoso 5 cm x 10 m; Cremer|Missner|3M Micropore|Nexcare|Medi House; 300-1800; 5-30; V',
  'Vaselina sólida pote; 30 g|100 g|500 g; Rioquímica|Farmax|Asfer|Vic Pharma; 300-2500; 2-10; V',
  'Pedra-pomes 100 g; extrafina|fina|média; SS White|Herjos|Maquira|Asfer|Iodontosul; 400-1500; 2-15; -',
  'Escova de Robinson; CA cônica|CA taça|reta cônica; Microdont|KG Sorensen|American Burrs|Prima|Jon; 150-900; 10-60; -',
  'Cera; rosa nº 7 lâmina 18 un|utilidade em bastão|para escultura|pegajosa; Lysanda|Wilson Polidental|Technew|Asfer; 700-3500; 1-8; -',
  'Papel carbono para articulação; azul e vermelho 100 folhas|fita 40 micras|fita 8 micras|em ferradura; Accufilm|Bausch|Angelus|TDV|Maquira; 900-6000; 1-8; -',
  'Cimento de óxido de zinco e eugenol; pó 50 g|líquido 20 ml|kit pó e líquido|IRM; SS White|Biodinâmica|Maquira|Dentsply|Iodontosul; 1200-9000; 1-6; V',
  'Medicação intracanal; paramonoclorofenol canforado 20 ml|tricresol formalina 10 ml|Otosporin 5 ml|pasta Calen PMCC; Biodinâmica|SS White|Maquira|Iodontosul; 1500-8000; 1-6; V',
  'EDTA trissódico 17%; frasco 20 ml|frasco 100 ml|gel 5 g; Biodinâmica|Maquira|Iodontosul|Formula & Ação|Asfer; 900-4500; 1-8; V',
  'Saco para lixo infectante pct 100 un; 15 L|30 L|50 L|100 L; Descarpack|Protdesc|Embalixo|Plast|Dover Roll; 2500-9000; 1-6; -',
  'Coletor de perfurocortantes; 3 L|7 L|13 L|20 L; Descarpack|Descarbox|Protdesc|Biosafe; 300-1500; 5-30; -',
  'Indicador biológico; cx 10 un|cx 25 un|leitura rápida cx 50 un; 3M Attest|Clean Test|Cristófoli|Terragene; 9000-38000; 1-3; V',
  'Abaixador de língua de madeira avulso; adulto|infantil|estéril|com sabor; Theoto|Cremer|Zanlorenzi|Estilo; 20-90; 100-500; -',
  'Fita indicadora para autoclave; 19 mm x 30 m|19 mm x 50 m|25 mm x 30 m; 3M Comply|Cristófoli|Hospflex|Amcor; 600-2500; 2-10; V',
] as const;

/** One product name of the catalogue, with its item's unit cost and lot size ranges (cents, units). */
export type ItemCatalogo = {
  nome: string;
  custo: [number, number];
  lote: [number, number];
  validade: boolean;
};

const faixa = (t: string) => t.split('-').map(Number) as [number, number];

/** Every variant × brand of every item (names unique whatever the case and accents). */
export function catalogo(): ItemCatalogo[] {
  const vistos = new Set<string>();
  const itens: ItemCatalogo[] = [];
  for (const linha of CATALOGO) {
    const [base, variantes, marcas, custo, lote, v] = linha.split(';').map((s) => s.trim()) as string[];
    for (const variante of variantes!.split('|'))
      for (const marca of marcas!.split('|')) {
        const nome = `${base} ${variante} (${marca})`;
        if (vistos.has(normalizarBusca(nome)) || nome.length > 120) continue;
        vistos.add(normalizarBusca(nome));
        itens.push({ nome, custo: faixa(custo!), lote: faixa(lote!), validade: v === 'V' });
      }
  }
  return itens;
}

// mulberry32, as the other seeds: two runs make the same clinic.
let semente = 20261127;
export const aleatorio = () => {
  semente = (semente + 0x6d2b79f5) | 0;
  let x = Math.imul(semente ^ (semente >>> 15), 1 | semente);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
export const um = <T>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)]!;
export const entre = (min: number, max: number) => min + Math.floor(aleatorio() * (max - min + 1));
/** Log-uniform: as many cheap items as dear ones across R$ 0,20–R$ 400,00. */
const entreLog = (min: number, max: number) => Math.round(min * (max / min) ** aleatorio());

/** How a product ends: the cards' situations, in realistic proportions. */
export type Destino = 'SEM_MOVIMENTO' | 'ZERADO' | 'ABAIXO' | 'NORMAL';

const DIA_MS = 86_400_000;
/**
 * Clinic hours (07:00–19:00) of `dia` as an instant. Brazil has had no daylight saving since
 * 2019, so São Paulo is UTC−3 all year and a fixed offset is exact.
 */
const instanteNoDia = (dia: string, minuto: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + (minuto + 180) * 60_000);
const diaDe = (instante: Date) => new Date(instante.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export type ProdutoGerado = {
  nome: string;
  qnt_minima: number;
  criado_em: Date;
  destino: Destino;
  item: ItemCatalogo;
  custoBase: number;
  qnt_atual: number;
  valor_estoque: number;
  preco_custo: number;
  /** Its last movement's instant (the service touches the row on every movement). */
  atualizado_em: Date;
};

export type MovimentacaoGerada = {
  /** Index of the product in the generated (creation-ordered) list. */
  produto: number;
  tipo: 'ENTRADA' | 'SAIDA';
  quantidade: number;
  preco_custo: number;
  valor_total: number;
  vencimento: string | null;
  saldo_lote: number | null;
  observacao: string | null;
  id_usuario: number | null;
  id_criado_por: number;
  id_unidade: number | null;
  criado_em: Date;
};

export type Pessoas = { adm: number; profissionais: number[]; unidades: number[] };

/**
 * `total` products from the catalogue, in creation order: most in the first two months (the
 * initial catalogue), the rest up to a week ago; 2% registered in the last two months and never
 * moved. Each gets the situation it will end in and a minimum of 0–50 sized on its lot.
 */
export function gerarProdutos(total: number, inicio: string, hoje: string, dias: number): ProdutoGerado[] {
  const itens = catalogo();
  if (itens.length < total) throw new Error(`O catálogo tem ${itens.length} nomes; pedidos ${total}.`);
  // A partial Fisher–Yates: `total` distinct names spread over the whole catalogue.
  for (let i = 0; i < total; i++) {
    const j = i + Math.floor(aleatorio() * (itens.length - i));
    [itens[i], itens[j]] = [itens[j]!, itens[i]!];
  }
  return itens
    .slice(0, total)
    .map((item) => {
      const r = aleatorio();
      const destino: Destino =
        r < 0.02 ? 'SEM_MOVIMENTO' : r < 0.08 ? 'ZERADO' : r < 0.2 ? 'ABAIXO' : 'NORMAL';
      const dia =
        destino === 'SEM_MOVIMENTO'
          ? somarDias(hoje, -entre(1, 60))
          : aleatorio() < 0.7
            ? somarDias(inicio, entre(0, 60))
            : somarDias(inicio, entre(0, dias - 7));
      const loteMedio = (item.lote[0] + item.lote[1]) / 2;
      let qnt_minima =
        aleatorio() < 0.08 ? 0 : Math.min(50, Math.round(loteMedio * (0.3 + 2.2 * aleatorio())));
      if (destino === 'ABAIXO') qnt_minima = Math.max(qnt_minima, entre(5, 50));
      return {
        nome: item.nome,
        qnt_minima,
        criado_em: instanteNoDia(dia, entre(7 * 60, 19 * 60 - 1)),
        destino,
        item,
        custoBase: entreLog(Math.max(20, item.custo[0]), Math.min(40_000, item.custo[1])),
        qnt_atual: 0,
        valor_estoque: 0,
        preco_custo: 0,
        atualizado_em: new Date(0),
      };
    })
    .sort((a, b) => a.criado_em.getTime() - b.criado_em.getTime());
}

/** How many movements each product gets: its activity × the time it has existed, ≥ 2 each. */
function repartir(produtos: ProdutoGerado[], total: number, fim: Date): number[] {
  const pesos = produtos.map((p) =>
    p.destino === 'SEM_MOVIMENTO'
      ? 0
      : (0.15 + 3 * aleatorio() ** 2) * (fim.getTime() - p.criado_em.getTime()),
  );
  const comMovimento = pesos.filter((w) => w > 0).length;
  const livre = total - 2 * comMovimento;
  const soma = pesos.reduce((s, w) => s + w, 0);
  const cotas = pesos.map((w) => (w > 0 ? 2 + (livre * w) / soma : 0));
  const n = cotas.map(Math.floor);
  // Largest remainders take the units the floors left, so the total is exact.
  const faltam = total - n.reduce((s, x) => s + x, 0);
  const ordem = cotas.map((c, i) => [c - Math.floor(c), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; k < faltam; k++) n[ordem[k]![1]]! += 1;
  return n;
}

/** An instant in clinic hours between `de` and `ate` (Sundays moved to Monday; never at `ate` or after). */
function instanteEntre(de: Date, ate: Date): Date {
  const t = de.getTime() + aleatorio() * (ate.getTime() - de.getTime());
  let dia = diaDe(new Date(t));
  if (new Date(`${dia}T12:00:00Z`).getUTCDay() === 0) dia = somarDias(dia, 1);
  const instante = instanteNoDia(dia, entre(7 * 60, 19 * 60 - 1));
  return instante < ate ? instante : instanteNoDia(somarDias(dia, -1), entre(7 * 60, 19 * 60 - 1));
}

type Rascunho = { produto: number; criado_em: Date; saida: boolean };

/**
 * The movements, oldest first (the order they are inserted in, so the ids follow time), each
 * product's replayed through the domain exactly as registrarMovimentacao would: an exit never
 * takes more than the stock, takes its value with aplicarSaida and its units from the lots
 * FEFO with consumirLotes; the product ends with the quantity, value and average cost of that
 * replay, and its last movement brings it to its situation.
 */
export function gerarMovimentacoes(
  produtos: ProdutoGerado[],
  total: number,
  fim: Date,
  hoje: string,
  pessoas: Pessoas,
): MovimentacaoGerada[] {
  const cotas = repartir(produtos, total, fim);
  const rascunhos: Rascunho[] = [];
  produtos.forEach((p, i) => {
    for (let k = 0; k < cotas[i]!; k++)
      rascunhos.push({
        produto: i,
        criado_em: instanteEntre(new Date(p.criado_em.getTime() + DIA_MS), fim),
        saida: aleatorio() < 0.3,
      });
  });
  rascunhos.sort((a, b) => a.criado_em.getTime() - b.criado_em.getTime() || a.produto - b.produto);

  const porProduto = produtos.map(() => [] as number[]);
  for (const [seq, r] of rascunhos.entries()) porProduto[r.produto]!.push(seq);
  const linhas: MovimentacaoGerada[] = new Array(rascunhos.length);
  const inicio = rascunhos[0]?.criado_em.getTime() ?? fim.getTime();
  const unidades = [...pessoas.unidades, pessoas.unidades[0]!, pessoas.unidades[0]!];

  produtos.forEach((p, i) => {
    let saldo: SaldoEstoque = { quantidade: 0, valor: 0 };
    let preco = 0;
    // Lot id = the movement's position in time, which orders like the serial id it will get.
    const lotes = new Map<number, Lote>();
    const seqs = porProduto[i]!;
    seqs.forEach((seq, k) => {
      const r = rascunhos[seq]!;
      p.atualizado_em = r.criado_em;
      const ultimo = k === seqs.length - 1;
      const lote = entre(p.item.lote[0], p.item.lote[1]);
      let ehSaida = r.saida && saldo.quantidade > 0;
      let quantidade = ehSaida
        ? Math.max(1, Math.round(saldo.quantidade * (0.08 + 0.5 * aleatorio())))
        : lote;
      if (ultimo && p.destino === 'ZERADO' && saldo.quantidade > 0)
        [ehSaida, quantidade] = [true, saldo.quantidade];
      else if (ultimo && p.destino === 'ABAIXO') {
        const resto = entre(1, p.qnt_minima - 1);
        if (saldo.quantidade > resto) [ehSaida, quantidade] = [true, saldo.quantidade - resto];
        else [ehSaida, quantidade] = [false, Math.max(1, resto - saldo.quantidade)];
      } else if (ultimo) [ehSaida, quantidade] = [false, Math.max(lote, p.qnt_minima - saldo.quantidade)];
      const profissional = um(pessoas.profissionais);
      const comum = {
        produto: i,
        quantidade,
        id_criado_por: aleatorio() < 0.5 ? pessoas.adm : profissional,
        id_unidade: aleatorio() < 0.1 ? null : um(unidades),
        criado_em: r.criado_em,
      };
      if (ehSaida) {
        const s = aplicarSaida(saldo, quantidade);
        if (!s.ok) throw new Error('saída além do estoque'); // the draw above never asks for more
        for (const c of consumirLotes([...lotes.values()], quantidade)) {
          const l = lotes.get(c.id)!;
          l.saldo -= c.consumido;
          linhas[c.id]!.saldo_lote = l.saldo;
          if (l.saldo === 0) lotes.delete(c.id);
        }
        linhas[seq] = {
          ...comum,
          tipo: 'SAIDA',
          preco_custo: custoMedio(saldo, preco),
          valor_total: s.valorBaixado,
          vencimento: null,
          saldo_lote: null,
          observacao: aleatorio() < 0.15 ? um(OBSERVACOES_SAIDA) : null,
          id_usuario: aleatorio() < 0.85 ? profissional : null,
        };
        saldo = s.saldo;
      } else {
        // Prices rise about 8% a year over the three years, ±15% between suppliers.
        const anos = (r.criado_em.getTime() - inicio) / (365 * DIA_MS);
        const custo = Math.min(
          40_000,
          Math.max(20, Math.round(p.custoBase * (1 + 0.08 * anos) * (0.85 + 0.3 * aleatorio()))),
        );
        const vencimento =
          p.item.validade && aleatorio() < 0.92
            ? [somarDias(diaDe(r.criado_em), entre(90, 730)), somarDias(hoje, 730)].sort()[0]!
            : null;
        linhas[seq] = {
          ...comum,
          tipo: 'ENTRADA',
          preco_custo: custo,
          valor_total: quantidade * custo,
          vencimento,
          saldo_lote: quantidade,
          observacao: aleatorio() < 0.3 ? `NF-e ${entre(1000, 999_999)}` : null,
          id_usuario: null,
        };
        lotes.set(seq, { id: seq, vencimento, saldo: quantidade });
        saldo = aplicarEntrada(saldo, quantidade, custo);
      }
      preco = custoMedio(saldo, preco);
    });
    p.qnt_atual = saldo.quantidade;
    p.valor_estoque = saldo.valor;
    p.preco_custo = preco;
  });
  return linhas;
}

const OBSERVACOES_SAIDA = [
  'Reposição do consultório 1',
  'Reposição do consultório 2',
  'Reposição da sala de esterilização',
  'Procedimento cirúrgico',
  'Material para mutirão de prevenção',
  'Descarte por embalagem danificada',
] as const;
