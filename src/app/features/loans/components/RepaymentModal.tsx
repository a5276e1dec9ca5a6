import { FormNumberInput } from '../../../components/FormNumberInput';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type LoanDto, repaymentBody } from '@shared/contracts/loans';
import { formatKgs } from '../../../i18n/format';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

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
  const balance = loan?.balance ?? 0;
  const schema = repaymentBody.pick({ amount: true }).refine((v) => v.amount <= balance, {
    path: ['amount'],
    message: `The repayment is more than the balance of ${formatKgs(balance)}.`,
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), values: { amount: undefined as unknown as number } });
  return (
    <Modal opened={opened} onClose={onClose} title="Record Repayment">
      <form onSubmit={(e) => void form.handleSubmit((v) => onSubmit(v.amount))(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {loan?.farmer?.name ?? 'Unknown'} · {loan?.seed} · balance {formatKgs(balance)}
          </Text>
          <FormNumberInput control={form.control} name="amount" label="Amount (Kgs)" withAsterisk min={0} allowNegative={false} inputMode="decimal" data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Record Repayment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
