import type { agents as en } from '../en/agents';
import type { Shape } from '../shape';

/** Kiswahili texts of the `agents` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const agents: Shape<typeof en> = {
};
