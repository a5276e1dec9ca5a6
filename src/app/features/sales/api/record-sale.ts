import { useMutation } from '@tanstack/react-query';
import { type RecordSaleBody, type SaleDto, recordSale } from '@shared/contracts/sales';
import { i18n } from '@app/i18n/i18n';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { sharedKeys } from '@app/lib/query-keys';
import type { SessionUser } from '@app/lib/session';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import type { OutboxEntry } from '@app/offline/outbox';
import { queuedResend, queuedWrite, type QueuedWriteDef } from '@app/offline/queued-write';
import { salesKeys } from './sales-keys';

/** The outbox collection of sales waiting to sync. */
export const SALE_COLLECTION = 'sales';

export interface FarmerChoice {
  name: string;
  county: string;
}

interface Sale {
  body: RecordSaleBody;
  user: SessionUser;
  farmer: FarmerChoice;
  /** The farmer was registered on this phone and waits to sync: the sale is sent after the registration. */
  farmerPending: boolean;
}

/** The sale in the outbox; it shows at once in the list as "waiting to sync". A synced sale changes the dashboard too. */
const saleWrite: QueuedWriteDef<typeof recordSale, Sale> = {
  endpoint: recordSale,
  kind: ENTRY_KIND.saleRecord,
  label: ({ body, farmer }: Sale) => ({ key: 'sales:outbox.record', values: { product: body.product, farmer: farmer.name } }),
  body: ({ body }, id) => ({ ...body, id }),
  local: {
    collection: SALE_COLLECTION,
    record: ({ body, user, farmer }, id, occurredAt): SaleDto => ({
      id,
      companyId: user.companyId ?? '',
      farmerId: body.farmerId,
      farmer,
      agentId: user.id,
      agent: { name: user.name },
      product: body.product,
      quantity: body.quantity,
      unit: body.unit,
      amountKes: body.amountKes,
      saleDate: body.saleDate,
      createdAt: occurredAt,
      recordedAt: occurredAt,
    }),
  },
  invalidates: () => [salesKeys.all, sharedKeys.dashboard],
  // A registration's entry id is the farmer's id.
  dependsOn: ({ body, farmerPending }) => (farmerPending ? [body.farmerId] : []),
};
const queueSale = queuedWrite(saleWrite);
const resendSale = queuedResend(saleWrite);

/** 'Record Sale': queued (a refusal rejects, so the form stays open); with `replacing`, the edited entry is resent. */
export function useRecordSale() {
  return useMutation({
    mutationFn: async ({ replacing, ...sale }: Sale & { replacing?: OutboxEntry }) => {
      if (replacing) await resendSale(replacing, sale);
      else await queueSale(sale);
    },
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('sales:toast.failed')) },
    onSuccess: () => notifySuccess(i18n.t('sales:toast.recorded')),
  });
}
