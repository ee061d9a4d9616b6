import { configurarZodPtBR } from '@clinica/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

// Every form validates through here: zod's fallback messages in pt-BR, naming the field. Called,
// not imported for its effect, so no bundler can drop it (issue 33); only form chunks load zod.
configurarZodPtBR();

export { zodResolver };
