import { z } from 'zod/mini';

/**
 * zod/mini registers no locale (classic zod registered English with its first schema): without it a rule with no
 * message of its own would answer "Invalid input". The API answers zod's English texts, as it always did; the app
 * installs its own (src/app/lib/zod-config.ts).
 */
z.config(z.locales.en());
