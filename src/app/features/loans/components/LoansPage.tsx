import { Alert, Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyLoanBody, LoanDto } from '@shared/contracts/loans';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataAge } from '../../../components/DataAge';
import { Pager } from '../../../components/Pager';
import { isApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { type LoanAction, changeLoanStatus, queueLoanApplication, repayLoan } from '../api/loan-actions';
import { LOANS_PAGE_SIZE, loanFarmersQuery, loanKeys, loansQuery } from '../api/loan-queries';
import { ApplyLoanModal } from './ApplyLoanModal';
import { type LoanRow, LoansTable } from './LoansTable';
import { RepaymentModal } from './RepaymentModal';

const ALL_FARMERS = 'all';
const FAILED = 'Failed to load loans.';

const CONFIRM: Record<LoanAction, { question: (l: LoanDto) => string; label: string; done: string; failed: string }> = {
  approve: { question: (l) => `Approve the loan of ${l.amount} Kgs of ${l.seed} for ${l.farmer?.name ?? 'Unknown'}?`, label: 'Approve', done: 'Loan approved successfully', failed: 'Failed to approve loan' },
  reject: { question: (l) => `Reject the loan of ${l.amount} Kgs of ${l.seed} for ${l.farmer?.name ?? 'Unknown'}?`, label: 'Reject', done: 'Loan rejected', failed: 'Failed to reject loan' },
  disburse: { question: (l) => `Disburse ${l.amount} Kgs of ${l.seed} to ${l.farmer?.name ?? 'Unknown'}?`, label: 'Disburse', done: 'Loan disbursed successfully', failed: 'Failed to disburse loan' },
};

/** 'Loan Management' (/engage/loans): farmer filter, loans table, applications (agents) and the loan life (admins). */
export function LoansPage() {
  const session = useSession();
  const client = useQueryClient();
  const role = session?.role;
  const canManage = role === 'company_admin' || role === 'admin';
  const canApply = role === 'engaged_agent';
  const [farmerId, setFarmerId] = useState(ALL_FARMERS);
  const [paging, setPaging] = useState({ page: 1, farmerId });
  const page = paging.farmerId === farmerId ? paging.page : 1;
  const filter = farmerId === ALL_FARMERS ? undefined : farmerId;
  const list = useQuery(loansQuery({ page, ...(filter ? { farmerId: filter } : {}) }));
  const farmers = useQuery(loanFarmersQuery());
  const pending = usePendingRecords<LoanDto>('loans');
  const [applying, setApplying] = useState(false);
  const [confirming, setConfirming] = useState<{ loan: LoanDto; action: LoanAction } | null>(null);
  const [repaying, setRepaying] = useState<LoanDto | null>(null);
  const [repayOpen, setRepayOpen] = useState(false);

  useEffect(() => {
    if (list.error && !(isApiError(list.error) && list.error.isNetwork && list.data)) notifyFailure(FAILED);
  }, [list.error, list.data]);

  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: loanKeys.all }), client.invalidateQueries({ queryKey: ['dashboard'] })]);
  const act = useMutation({
    mutationFn: ({ loan, action }: { loan: LoanDto; action: LoanAction }) => changeLoanStatus(loan.id, action),
    onSuccess: (_answer, { action }) => {
      notifySuccess(CONFIRM[action].done);
      setConfirming(null);
      void refresh();
    },
    onError: (error, { action }) => notifyFailure(serverMessageOr(error, CONFIRM[action].failed)),
  });
  const repay = useMutation({
    mutationFn: ({ loan, amount }: { loan: LoanDto; amount: number }) => repayLoan(loan.id, amount),
    onSuccess: () => {
      notifySuccess('Repayment recorded successfully');
      setRepayOpen(false);
      void refresh();
    },
    onError: (error) => notifyFailure(serverMessageOr(error, 'Failed to record repayment')),
  });

  const rows = useMemo<LoanRow[] | undefined>(() => {
    const server = list.data?.data.map((loan) => ({ loan, sync: 'synced' as const }));
    if (page !== 1) return server;
    const onServer = new Set(server?.map((r) => r.loan.id));
    const local = pending
      .filter((p) => !onServer.has(p.record.id) && (!filter || p.record.farmerId === filter))
      .map((p) => ({ loan: p.record, sync: p.status, error: p.lastError?.message }));
    return local.length || server ? [...local, ...(server ?? [])] : undefined;
  }, [list.data, pending, page, filter]);

  const apply = async (values: ApplyLoanBody) => {
    if (!session) return;
    const farmer = farmers.data?.find((f) => f.value === values.farmerId);
    try {
      await queueLoanApplication(values, session.user, farmer ? { name: farmer.name, county: farmer.county, cropType: farmer.cropType } : null);
      notifySuccess('Loan application saved');
    } catch (error) {
      notifyFailure(serverMessageOr(error, 'Failed to apply for loan'));
      throw error;
    }
  };

  const pagination = list.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>Loan Management</Title>
        {canApply && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setApplying(true)}>
            Apply for Loan
          </Button>
        )}
      </Group>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <Select
        label="Filter by farmer"
        searchable
        allowDeselect={false}
        maw={420}
        data={[{ value: ALL_FARMERS, label: 'All Farmers' }, ...(farmers.data ?? []).map(({ value, label }) => ({ value, label }))]}
        value={farmerId}
        onChange={(v) => setFarmerId(v ?? ALL_FARMERS)}
      />
      {list.isError && !list.data && (
        <Alert color="red" role="alert">
          {FAILED}
        </Alert>
      )}
      <LoansTable rows={rows} loading={list.isPending} canManage={canManage} onAction={(loan, action) => setConfirming({ loan, action })} onRepay={(loan) => {
          setRepaying(loan);
          setRepayOpen(true);
        }}
      />
      {pagination && pagination.totalItems > 0 && (
        <Pager page={pagination.currentPage} totalPages={pagination.totalPages} totalItems={pagination.totalItems} pageSize={LOANS_PAGE_SIZE} onPage={(next) => setPaging({ page: next, farmerId })} />
      )}
      {canApply && <ApplyLoanModal opened={applying} farmers={farmers.data ?? []} onClose={() => setApplying(false)} onSubmit={apply} />}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? `${CONFIRM[confirming.action].label} loan` : undefined}
        message={confirming ? CONFIRM[confirming.action].question(confirming.loan) : ''}
        confirmLabel={confirming ? CONFIRM[confirming.action].label : undefined}
        danger={confirming?.action === 'reject'}
        busy={act.isPending}
        onConfirm={() => confirming && act.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
      <RepaymentModal opened={repayOpen} loan={repaying} busy={repay.isPending} onClose={() => setRepayOpen(false)} onSubmit={(amount) => repaying && repay.mutate({ loan: repaying, amount })} />
    </Stack>
  );
}
