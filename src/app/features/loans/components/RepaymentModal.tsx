import { FormNumberInput } from '@app/components/FormNumberInput';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type LoanDto, repaymentBody } from '@shared/contracts/loans';
import { formatKgs } from '@app/i18n/format';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

export interface RepaymentModalProps {
  opened: boolean;
  /** The loan being repaid; kept while the modal closes so its text does not flicker. */
  loan: LoanDto | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (amount: number) => void;
}

/** Record Repayment: an amount in Kgs, at most the balance (the server refuses more with the same message). */
export function RepaymentModal({ opened, loan, busy, onClose, onSubmit }: RepaymentModalProps) {
  const { t } = useTranslation(['loans', 'common']);
  const balance = loan?.balance ?? 0;
  const schema = z.pick(repaymentBody, { amount: true }).check(z.refine((v) => v.amount <= balance, { path: ['amount'], error: () => t('repayment.tooMuch', { balance: formatKgs(balance) }) }));
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), values: { amount: undefined as unknown as number } });
  return (
    <Modal opened={opened} onClose={onClose} title={t('repayment.title')}>
      <form onSubmit={(e) => void form.handleSubmit((v) => onSubmit(v.amount))(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('repayment.summary', { farmer: loan?.farmer?.name ?? t('list.unknownFarmer'), seed: loan?.seed ?? '', balance: formatKgs(balance) })}
          </Text>
          <FormNumberInput
            control={form.control}
            name="amount"
            label={t('repayment.amount')}
            withAsterisk
            min={0}
            allowNegative={false}
            inputMode="decimal"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('repayment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
