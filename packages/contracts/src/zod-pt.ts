import { z } from 'zod';

// Any message a schema does not set explicitly falls back to Zod's Portuguese locale,
// so no English text ever reaches a user.
z.config(z.locales.pt());
