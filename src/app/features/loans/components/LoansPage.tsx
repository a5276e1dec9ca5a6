import { Alert, Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ApplyLoanBody, LoanDto } from '@shared/contracts/loans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@app/components/ConfirmDialog';
import { DataAge } from '@app/components/DataAge';
import { Pager } from '@app/components/Pager';
import { useSession } from '@app/lib/use-session';
import { type FarmerOption, useFarmerOptions } from '@app/pwa/use-farmer-options';
import { useListedRecords } from '@app/pwa/use-listed-records';
import { LOAN_COLLECTION, type LoanAction, loanActionQuestion, useApplyForLoan, useLoanAction, useRepayLoan } from '../api/loan-actions';
import { loansQuery } from '../api/loan-queries';
import type { LoanSearch } from '../search';
import { ApplyLoanModal } from './ApplyLoanModal';
import { LoansTable } from './LoansTable';
import { RepaymentModal } from './RepaymentModal';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import { useWaitingByKind } from '@app/pwa/use-outbox';

/** The farmer filter's "no filter" choice; the URL leaves it out. */
const ALL_FARMERS = 'all';

export interface LoansPageProps {
  search: LoanSearch;
  onSearchChange: (patch: Partial<LoanSearch>) => void;
}

/** 'Loan Management' (/engage/loans): farmer filter, loans table, applications (agents) and the loan life (admins). */
export function LoansPage({ search: { page, farmerId }, onSearchChange }: LoansPageProps) {
  const { t } = useTranslation('loans');
  const session = useSession();
  const role = session?.role;
  const canManage = role === 'company_admin' || role === 'admin';
  const canApply = role === 'engaged_agent';
  const list = useQuery(loansQuery({ page, ...(farmerId ? { farmerId } : {}) }));
  const waiting = useWaitingByKind();
  const farmers = useFarmerOptions(farmerId || ALL_FARMERS, [{ value: ALL_FARMERS, label: t('list.allFarmers') }]);
  const rows = useListedRecords<LoanDto>(LOAN_COLLECTION, list.data?.data, page === 1 ? (loan) => !farmerId || loan.farmerId === farmerId : null);
  const [applying, setApplying] = useState(false);
  const [confirming, setConfirming] = useState<{ loan: LoanDto; action: LoanAction } | null>(null);
  const [repaying, setRepaying] = useState<LoanDto | null>(null);
  const [repayOpen, setRepayOpen] = useState(false);
  const act = useLoanAction();
  const repay = useRepayLoan();
  const applyForLoan = useApplyForLoan();

  const apply = async (body: ApplyLoanBody, chosen: FarmerOption | undefined) => {
    if (!session) return;
    const farmer = chosen ? { name: chosen.farmer.name, county: chosen.farmer.county, cropType: chosen.farmer.cropType } : null;
    await applyForLoan.mutateAsync({ body, user: session.user, farmer, farmerPending: chosen?.pending ?? false });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('list.title')}</Title>
        {canApply && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setApplying(true)}>
            {t('list.apply')}
          </Button>
        )}
      </Group>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <Select
        label={t('list.filterByFarmer')}
        {...farmers.selectProps}
        allowDeselect={false}
        maw={420}
        data={farmers.data}
        value={farmerId || ALL_FARMERS}
        onChange={(v) => onSearchChange({ farmerId: v && v !== ALL_FARMERS ? v : '', page: 1 })}
      />
      {list.isError && !list.data && (
        <Alert color="red" role="alert">
          {t('list.loadFailed')}
        </Alert>
      )}
      <LoansTable
        rows={rows}
        loading={list.isPending}
        canManage={canManage}
        onAction={(loan, action) => setConfirming({ loan, action })}
        onRepay={(loan) => {
          setRepaying(loan);
          setRepayOpen(true);
        }}
      />
      <Pager pagination={list.data?.pagination} onPage={(next) => onSearchChange({ page: next })} waiting={waiting[ENTRY_KIND.loanApply]} />
      {canApply && <ApplyLoanModal opened={applying} onClose={() => setApplying(false)} onSubmit={apply} />}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t(`actions.${confirming.action}.title`) : undefined}
        message={confirming ? loanActionQuestion(confirming.loan, confirming.action) : ''}
        confirmLabel={confirming ? t(`actions.${confirming.action}.label`) : undefined}
        danger={confirming?.action === 'reject'}
        busy={act.isPending}
        onConfirm={() => confirming && act.mutate(confirming, { onSuccess: () => setConfirming(null) })}
        onCancel={() => setConfirming(null)}
      />
      <RepaymentModal
        opened={repayOpen}
        loan={repaying}
        busy={repay.isPending}
        onClose={() => setRepayOpen(false)}
        onSubmit={(amount) => repaying && repay.mutate({ loan: repaying, amount }, { onSuccess: () => setRepayOpen(false) })}
      />
    </Stack>
  );
}
