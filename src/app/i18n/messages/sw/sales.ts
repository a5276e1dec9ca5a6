import type { sales as en } from '../en/sales';
import type { Shape } from '../shape';

/** Kiswahili texts of the `sales` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const sales: Shape<typeof en> = {
  list: {
    title: 'Rekodi za Mauzo',
    record: 'Rekodi Mauzo',
    search: 'Tafuta mauzo',
    searchPlaceholder: 'Bidhaa au jina la mkulima',
    empty: 'Hakuna rekodi za mauzo zilizopatikana.',
    date: 'Tarehe',
    farmer: 'Mkulima',
    product: 'Bidhaa',
    quantity: 'Idadi',
    amount: 'Kiasi (KES)',
    agent: 'Wakala',
    status: 'Hali',
    unknownFarmer: 'Hajulikani',
    noAgent: 'Hakuna',
  },
  form: {
    title: 'Rekodi Mauzo',
    submit: 'Rekodi Mauzo',
    farmer: 'Mkulima',
    loadingFarmers: 'Inapakia wakulima…',
    searchFarmer: 'Tafuta mkulima kwa jina',
    product: 'Bidhaa',
    quantity: 'Idadi',
    unit: 'Kipimo',
    amount: 'Kiasi (KES)',
    saleDate: 'Tarehe ya mauzo',
    futureDate: 'Tarehe ya mauzo haiwezi kuwa ya baadaye',
  },
  toast: { recorded: 'Mauzo yamerekodiwa', failed: 'Imeshindwa kurekodi mauzo' },
  outbox: { record: 'Rekodi mauzo ya {{product}} kwa {{farmer}}' },
  correct: {
    title: 'Sahihisha mauzo',
  },
};
